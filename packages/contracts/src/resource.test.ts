import { describe, expect, it } from 'vitest';
import { SUMMARY_COUNT, addSchema, defineResource, summaryColumns, summaryLabel, editSchema, fieldSchema, filterableFields, orderIssue, permissionCode, requiredMessage, sortableFields, type FieldDef } from './resource.ts';
import { LOG_VIEWS, logViewResource, sysLogResource } from './sysadmin/sys-log.ts';
import { productResource } from './resources/foodtrace/product.ts';
import { sellOriginResource } from './resources/foodtrace/sell-origin.ts';
import { foodAdResource } from './resources/foodtrace/food-ad.ts';
import { processResource } from './resources/foodtrace/process.ts';
import { lotResource } from './resources/foodtrace/lot.ts';
import { positionResource } from './resources/position.ts';
import { crudePutinResource } from './resources/foodtrace/crude-putin.ts';
import { RESOURCES } from './resources/index.ts';
import { EDITABLE_TABLE, HTTP, LAYOUT, MODAL_WIDTH, PAGING, SESSION, SOCKETS, TIMING } from './constants.ts';

describe('resource definitions', () => {
  it('derive permission codes from the prefix', () => {
    expect(permissionCode(positionResource, 'add')).toBe('system:position:add');
  });

  it('validate required fields with the Chinese label', () => {
    const r = addSchema(positionResource).safeParse({ code: '', name: '总监', rank: '1' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['code'], message: '请输入职务编码' });
  });

  it('ask for a missing value by how it is filled in: typed, chosen or uploaded', () => {
    expect(requiredMessage(positionResource.fields.code)).toBe('请输入职务编码');
    expect(requiredMessage(positionResource.fields.rank)).toBe('请选择职级');
    expect(requiredMessage(productResource.fields.productTypeId)).toBe('请选择产品类型');
    expect(requiredMessage((sellOriginResource.fields as Record<string, FieldDef>).regionName)).toBe('请选择所在地区');
    expect(requiredMessage({ ...productResource.fields.image, required: true })).toBe('请上传产品图片');
    const r = addSchema(positionResource).safeParse({ code: 'cto', name: '总监' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['rank'], message: '请选择职级' });
  });

  it('drop undeclared fields (no mass assignment) and trim text', () => {
    const r = addSchema(positionResource).parse({ code: ' cto ', name: '技术总监', rank: '5', delFlag: 1, createBy: 'x' });
    expect(r).toEqual({ code: 'cto', name: '技术总监', rank: '5' });
  });

  it('refuse an end before its start, on wire texts and on stored instants, and leave a missing side alone', () => {
    expect(orderIssue(foodAdResource, { startDate: '2026-05-02', endDate: '2026-05-01' })).toEqual({ field: 'endDate', message: '结束日期不能早于开始日期' });
    expect(orderIssue(foodAdResource, { startDate: '2026-05-01', endDate: '2026-05-01' })).toBeNull();
    expect(orderIssue(foodAdResource, { startDate: '2026-05-02', endDate: null })).toBeNull();
    expect(orderIssue(foodAdResource, { startDate: '', endDate: '2026-05-01' })).toBeNull();
    expect(orderIssue(processResource, { startTime: '2026-05-01 10:00:00', endTime: '2026-05-01 09:59:59' })?.message).toBe('结束时间不能早于开始时间');
    expect(orderIssue(processResource, { startTime: 1_000, endTime: 999 })?.field).toBe('endTime');
    expect(orderIssue(processResource, { startTime: 1_000, endTime: 1_000 })).toBeNull();
  });

  it('edit needs the id and accepts a subset', () => {
    expect(editSchema(positionResource).safeParse({ name: 'x' }).success).toBe(false);
    expect(editSchema(positionResource).parse({ id: 'a1', name: 'x' })).toEqual({ id: 'a1', name: 'x' });
  });

  it('check patterns, lengths and numbers', () => {
    expect(fieldSchema(positionResource.fields.code).safeParse('bad code!').error?.issues[0].message).toBe('职务编码只能包含字母、数字、下划线和短横线');
    expect(fieldSchema({ label: '数量', type: 'int', min: 1 }).safeParse('0').error?.issues[0].message).toBe('数量不能小于 1');
    expect(fieldSchema({ label: '数量', type: 'int' }).parse('12')).toBe(12);
    expect(fieldSchema({ label: '日期', type: 'date' }).safeParse('2026/1/1').success).toBe(false);
    expect(fieldSchema({ label: '备注', type: 'string', maxLength: 3 }).safeParse('abcd').error?.issues[0].message).toBe('备注最多 3 个字符');
  });

  it('store a referenced field other than the id only where it names one row and cannot change under its records (FieldRef.value)', () => {
    const byName = RESOURCES.flatMap((r) => Object.entries(r.fields).filter(([, f]) => f.ref?.value).map(([name, f]) => ({ at: `${r.key}.${name}`, f })));
    expect(byName.map((s) => s.at)).toEqual(expect.arrayContaining(['process.line', 'cleaning.line']));
    for (const { at, f } of byName) {
      const stored = RESOURCES.find((r) => r.key === f.ref!.resource)?.fields[f.ref!.value!];
      expect(stored?.unique, at).toBe(true);
      expect(stored?.fixedOnceUsed, at).toBe(true);
      expect(stored?.type, at).toBe(f.type);
      expect(f.maxLength ?? 255, at).toBeGreaterThanOrEqual(stored?.maxLength ?? 255);
    }
  });

  it('sort only on declared sortable fields and the time columns', () => {
    expect(sortableFields(positionResource)).toEqual(['createTime', 'updateTime', 'code', 'name', 'rank']);
  });
});

describe('spec §9 constants', () => {
  it('keep the spec values', () => {
    expect(SESSION.storageTtlMs).toBe(604_800_000);
    expect(HTTP.timeoutMs).toBe(9000);
    expect(SOCKETS).toMatchObject({ tableHeartbeatMs: 10_000, tableReplyTimeoutMs: 6000, tableReconnectMs: 5000, noticeReconnectMs: 5000, noticeHeartbeatMs: 20_000 });
    expect(TIMING).toMatchObject({ rowInsertThrottleMs: 1500, blurValidateDelayMs: 100, searchDebounceMs: 300, dictSearchDebounceMs: 800 });
    expect(LAYOUT).toMatchObject({ desktopMinWidth: 1088, mobileMaxWidth: 768, headerAutoHideScrollPx: 100, sideMenuWidth: 208, homePath: '/dashboard/analysis', defaultPrimaryColor: '#1890FF' });
    expect(PAGING.pageSizeOptions).toEqual([10, 20, 30]);
    expect(EDITABLE_TABLE).toMatchObject({ rowHeight: 61, overscanRows: 9, maxHeight: 400, statisticsRowHeight: 32 });
    expect(MODAL_WIDTH).toMatchObject({ password: 800, depart: 450, importExcel: 600, superQuery: 1000, detail: 1200, popover: 300 });
  });
});

describe('append-only resources (the system log)', () => {
  it('may only be listed, read and exported', () => {
    const log = { key: 'x', title: 'x', table: 'x', basePath: '/x', permPrefix: 'x', appendOnly: true, fields: {} };
    expect(() => defineResource(log)).toThrow(/may only list, read and export/);
    expect(() => defineResource({ ...log, actions: ['list', 'edit'] })).toThrow();
    expect(defineResource({ ...log, actions: ['list', 'queryById', 'exportXls'] }).appendOnly).toBe(true);
  });

  it('have no update columns to filter or sort by', () => {
    expect(filterableFields(sysLogResource)).not.toContain('updateTime');
    expect(filterableFields(sysLogResource)).toContain('createBy');
    expect(sortableFields(sysLogResource)).toEqual(['createTime', 'username', 'costTime']);
    expect(sortableFields(positionResource)).toContain('updateTime');
  });

  it('name the adder\'s department only where the resource is department-owned, and never as a declared field', () => {
    expect(filterableFields(crudePutinResource)).toContain('sysOrgCode');
    expect(filterableFields(positionResource)).not.toContain('sysOrgCode');
    const own = { key: 'x', title: 'x', table: 'x', basePath: '/x', permPrefix: 'x', departmentOwned: true };
    expect(() => defineResource({ ...own, fields: { sysOrgCode: { label: '部门', type: 'string' as const } } })).toThrow(/system column/);
  });

  it('show each tab its own fields under the same routes and codes', () => {
    const [login, operation] = LOG_VIEWS.map((v) => logViewResource(v, { withType: true }));
    expect(Object.keys(login.fields)).toEqual(['logType', 'createTime', 'logContent', 'username', 'ip']);
    expect(Object.keys(logViewResource(LOG_VIEWS[0], { withType: false }).fields)).not.toContain('logType');
    expect(operation.fields.requestParam.label).toBe('请求参数');
    expect([login.basePath, login.permPrefix, login.key === operation.key]).toEqual(['/sys/log', 'system:log', false]);
  });

  it('accept a summary only of declared fields, each once, adding up numbers and sorted by a column it answers', () => {
    const s = lotResource.summary!;
    expect(summaryColumns(s)).toEqual(['lotKind', 'productId', 'crudeId', 'unit', SUMMARY_COUNT, 'availableQty', 'drawableQty', 'expiryDate']);
    expect(() => defineResource(lotResource)).not.toThrow();
    const bad = (summary: typeof s) => () => defineResource({ ...lotResource, summary });
    expect(bad({ ...s, by: ['nothing'] })).toThrow(/names no fields nothing/);
    expect(bad({ ...s, min: ['availableQty'] })).toThrow(/twice/);
    expect(bad({ ...s, sum: ['lotNo'] })).toThrow(/not numbers: lotNo/);
    expect(bad({ ...s, defaultSort: { column: 'lotNo', order: 'asc' } })).toThrow(/does not answer/);
    expect(bad({ ...s, defaultSort: { column: SUMMARY_COUNT, order: 'desc' } })).not.toThrow();
    expect(bad({ ...s, labels: { lotNo: '批号' } })).toThrow(/labels columns it does not answer: lotNo/);
    expect([SUMMARY_COUNT, 'availableQty', 'drawableQty', 'unit'].map((c) => summaryLabel(lotResource, c))).toEqual(['批次数', '库存', '可投料/发货量', '单位']);
    expect(summaryLabel({ fields: {}, summary: { ...s, labels: {} } }, SUMMARY_COUNT)).toBe('记录数');
  });
});
