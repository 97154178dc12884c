import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionResource, productTypeResource, type ApiResult, type ImportPartialResult, type PageResult } from '@foodtrace/contracts';
import { ResourceRepo } from '../src/crud/resource-repo.ts';
import { ruleVars } from '../src/platform/scope/data-rules.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { readBook, xlsx } from './workbook.ts';
import { multipart, type Part } from './multipart.ts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';

const POSITIONS_MENU = SEED_IDS.positionsMenu;
const run = Date.now().toString(36);

/**
 * Excel export and import of the generic resources (spec §4 Other, §7.3, §8): the list's filters, selections,
 * tenant and data rules hold for export; import maps labels and dictionary texts, validates like add, writes
 * in batches with the data log, and answers 201 with a failure workbook when some rows are refused.
 */
describe.each(databaseTargets())('Excel import/export on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let nobody: string;

  const position = async (code: string, name: string, rank: string) =>
    (await t.call<{ id: string }>('POST', '/sys/position/add', { token: admin, body: { code, name, rank } })).body.result.id;
  const exportRaw = (path: string, query: Record<string, string>, token: string | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api${path}`, query, headers: token ? { 'x-access-token': token } : {} });
  const importRaw = async (path: string, parts: Part[], token: string | null = admin) => {
    const { payload, headers } = multipart(parts);
    const res = await t.app.inject({ method: 'POST', url: `/api${path}`, payload, headers: { ...headers, ...(token ? { 'x-access-token': token } : {}) } });
    return { status: res.statusCode, body: res.json() as ApiResult<ImportPartialResult | null> };
  };
  const file = (buf: Buffer, fileName = '职务.xlsx'): Part => ({ name: 'files[]', fileName, value: buf });
  const codes = async (query: Record<string, string>) =>
    (await t.call<PageResult<{ code: string; rank: string }>>('GET', '/sys/position/list', { token: admin, query: { pageSize: '1000', column: 'code', order: 'asc', ...query } })).body.result.records;

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await t.createUser('noexcel', 'Noexcel#pass-1', ['system:position:list']);
    nobody = await t.login('noexcel', 'Noexcel#pass-1');
    await position(`ex_${run}_a`, '导出职务甲', '3');
    await position(`ex_${run}_b`, '导出职务乙', '5');
    await position(`ex_${run}_c`, '其他职务', '1');
  });
  afterAll(async () => { await t?.close(); });

  describe('export', () => {
    it('streams the filtered list as .xlsx with labels as headers and dictionary texts, named in Chinese (RFC 5987)', async () => {
      const res = await exportRaw('/sys/position/exportXls', { name: '*导出职务*', column: 'code', order: 'asc', pageNo: '1', pageSize: '1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="position_\d{12}\.xlsx"; filename\*=UTF-8''%E8%81%8C%E5%8A%A1_\d{12}\.xlsx$/);
      const rows = await readBook(res.rawPayload);
      expect(rows[0]).toEqual(['职务编码', '职务名称', '职级', '创建人', '创建时间']);
      // Paging is ignored: every matching row, in the list's order.
      expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
        [`ex_${run}_a`, '导出职务甲', '中级', 'admin'],
        [`ex_${run}_b`, '导出职务乙', '正高级', 'admin'],
      ]);
      expect(rows[1][4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('exports only the selections when given', async () => {
      const [a] = await codes({ code: `ex_${run}_a` });
      const id = (await t.call<PageResult<{ id: string }>>('GET', '/sys/position/list', { token: admin, query: { code: a.code } })).body.result.records[0].id;
      const rows = await readBook((await exportRaw('/sys/position/exportXls', { selections: `${id},` })).rawPayload);
      expect(rows.slice(1).map((r) => r[0])).toEqual([`ex_${run}_a`]);
    });

    it('never exports another tenant’s rows', async () => {
      await t.ctx.db.insertInto('sysPosition').values({
        id: `${run}tenant999`.padEnd(32, '0').slice(0, 32), code: `ex_${run}_t`, name: '导出职务别家', rank: '1', tenantId: 999,
        createBy: 'x', createTime: Date.now(), delFlag: 0,
      } as never).execute();
      const rows = await readBook((await exportRaw('/sys/position/exportXls', { name: '*导出职务*' })).rawPayload);
      expect(rows.map((r) => r[0])).not.toContain(`ex_${run}_t`);
    });

    it('answers 400 for a bad filter before sending any file, 401 and 403', async () => {
      const bad = await exportRaw('/sys/position/exportXls', { column: 'password', order: 'asc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
      expect((await exportRaw('/sys/position/exportXls', { selections: "x' or 1=1" })).statusCode).toBe(400);
      expect((await exportRaw('/sys/position/exportXls', {}, null)).statusCode).toBe(401);
      const denied = await exportRaw('/sys/position/exportXls', {}, nobody);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().code).toBe(510);
    });

    it('walks the whole list by keyset in the order of its pages, nulls last, whatever the chunk size', async () => {
      const repo = new ResourceRepo(productTypeResource, { db: t.ctx.db as never, kind: t.ctx.kind, dict: t.ctx.dict, timeZone: t.config.timeZone, files: t.app.fileStorage, secrets: t.ctx.secrets });
      const user = { sessionId: 's', userId: 'u', username: 'admin', realname: null, orgCode: null, tenantId: 0, relTenantIds: null };
      const ctx = { user, tenantId: 0, dataRules: { sets: 'all' as const, vars: ruleVars(user, t.config.timeZone) } };
      const sortNos = [2, null, 1, 2, null, 3, 1];
      for (const [i, sortNo] of sortNos.entries()) {
        await t.call('POST', '/foodtrace/productType/add', { token: admin, body: { typeName: `键集${run}_${i}`, typeCode: `ks_${run}_${i}`, sortNo } });
      }
      const filter = { typeCode: `ks_${run}_*` };
      const walk = async (query: Record<string, string>, chunk: number) => {
        const rows: Array<{ id: string; sortNo: number | null }> = [];
        for await (const part of repo.iterate({ ...filter, ...query }, ctx, chunk)) rows.push(...(part as never[]));
        return rows;
      };
      for (const order of ['asc', 'desc']) {
        const listed = (await t.call<PageResult<{ id: string }>>('GET', '/foodtrace/productType/list', { token: admin, query: { ...filter, column: 'createTime', order, pageSize: '100' } })).body.result.records;
        const walked = await walk({ column: 'createTime', order }, 2);
        expect(walked.map((r) => r.id)).toEqual(listed.map((r) => r.id));
      }
      // A nullable column: every row exactly once, values in order, nulls at the end, for any chunk size.
      for (const chunk of [1, 2, 3, 100]) {
        const asc = await walk({ column: 'sortNo', order: 'asc' }, chunk);
        expect(asc.map((r) => r.sortNo)).toEqual([1, 1, 2, 2, 3, null, null]);
        expect(new Set(asc.map((r) => r.id)).size).toBe(7);
        const desc = await walk({ column: 'sortNo', order: 'desc' }, chunk);
        expect(desc.map((r) => r.sortNo)).toEqual([3, 2, 2, 1, 1, null, null]);
      }
      // The list's pages read that same order, page after page, on every database: empty values last either way.
      for (const order of ['asc', 'desc']) {
        const paged: Array<{ id: string }> = [];
        for (const pageNo of [1, 2, 3, 4]) {
          const query = { ...filter, column: 'sortNo', order, pageSize: '2', pageNo: String(pageNo) };
          paged.push(...(await t.call<PageResult<{ id: string }>>('GET', '/foodtrace/productType/list', { token: admin, query })).body.result.records);
        }
        expect(paged.map((r) => r.id)).toEqual((await walk({ column: 'sortNo', order }, 100)).map((r) => r.id));
      }
    });
  });

  describe('import', () => {
    it('imports every row of a good file, mapping dictionary texts (or values) back, with the data log', async () => {
      const buf = await xlsx([
        ['职务编码', '职务名称', '*职级', '创建时间'],
        [`im_${run}_1`, '导入甲', '中级', '2020-01-01 00:00:00'],
        [null, null, null, null],
        [`im_${run}_2`, '导入乙', '4', null],
      ]);
      const res = await importRaw('/sys/position/importExcel', [file(buf), { name: 'isSingleTableImport', value: 'true' }]);
      expect(res.body).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：2' });
      const rows = await codes({ code: `im_${run}_*` });
      expect(rows.map((r) => [r.code, r.rank])).toEqual([[`im_${run}_1`, '3'], [`im_${run}_2`, '4']]);
      const ids = (await t.call<PageResult<{ id: string; createBy: string }>>('GET', '/sys/position/list', { token: admin, query: { code: `im_${run}_*` } })).body.result.records;
      expect(ids.every((r) => r.createBy === 'admin')).toBe(true);
      const logs = await t.ctx.db.selectFrom('sysDataLog').select('dataId').where('dataId', 'in', ids.map((r) => r.id)).execute();
      expect(logs).toHaveLength(2);
    });

    it('answers 201 with the counts and a failure workbook of the refused rows (reasons, row numbers)', async () => {
      const buf = await xlsx([
        ['职务名称', '职务编码', '职级'],
        ['好行', `pt_${run}_ok`, '员级'],
        ['坏职级', `pt_${run}_bad`, '董事长'],
        ['重复', `ex_${run}_a`, '员级'],
        [null, `pt_${run}_noname`, '员级'],
        ['批内重复', `pt_${run}_ok`, '员级'],
        ['坏编码', 'has space', '员级'],
      ]);
      const res = await importRaw('/sys/position/importExcel', [file(buf, '职务导入.xlsx')]);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
      const result = res.body.result!;
      expect(result).toMatchObject({ msg: '总上传行数：6，已导入行数：1，错误行数：5', totalCount: 6, successCount: 1, errorCount: 5, fileName: '职务导入错误数据.xlsx' });
      expect(result.fileUrl).toMatch(/^\/sys\/common\/static\/excel\/\d{8}\/[0-9a-f]{32}\.xlsx$/);
      expect((await codes({ code: `pt_${run}_*` })).map((r) => r.code)).toEqual([`pt_${run}_ok`]);

      const failure = await t.app.inject({ method: 'GET', url: `/api${result.fileUrl}`, headers: { 'x-access-token': admin } });
      expect(failure.statusCode).toBe(200);
      expect(failure.headers['content-disposition']).toMatch(/^attachment;/);
      expect((await t.app.inject({ method: 'GET', url: `/api${result.fileUrl}` })).statusCode).toBe(401);
      const rows = await readBook(failure.rawPayload);
      expect(rows[0]).toEqual(['职务名称', '职务编码', '职级', '原行号', '错误信息']);
      const byRow = Object.fromEntries(rows.slice(1).map((r) => [r[3], String(r[4])]));
      expect(byRow[3]).toMatch(/职级“董事长”不是可选的值（可选：员级、助级、中级、副高级、正高级）/);
      expect(byRow[4]).toBe('职务编码已存在');
      expect(byRow[5]).toBe('请输入职务名称');
      expect(byRow[6]).toBe('职务编码已存在');
      expect(byRow[7]).toBe('职务编码只能包含字母、数字、下划线和短横线');
      expect(rows.slice(1).map((r) => r[3])).toEqual([3, 4, 5, 6, 7]);
      expect(rows[1].slice(0, 3)).toEqual(['坏职级', `pt_${run}_bad`, '董事长']);
    });

    it('says so when every row is refused, still with the failure workbook', async () => {
      const buf = await xlsx([['职务编码', '职务名称', '职级'], [`ex_${run}_a`, '重复', '员级']]);
      const res = await importRaw('/sys/position/importExcel', [file(buf)]);
      expect(res.body).toMatchObject({ success: true, code: 201, message: '文件导入失败，所有数据行都有错误。' });
      expect(res.body.result!.successCount).toBe(0);
    });

    it('reads legacy .xls through SheetJS, and several files in one call', async () => {
      const sheet = XLSX.utils.aoa_to_sheet([['职务编码', '职务名称', '职级'], [`xls_${run}_1`, '旧格式', '助级']]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
      const xls = XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
      const second = await xlsx([['职务编码', '职务名称', '职级'], [`xls_${run}_2`, '新格式', '员级']]);
      const res = await importRaw('/sys/position/importExcel', [file(xls, '旧.xls'), file(second, '新.xlsx')]);
      expect(res.body).toMatchObject({ success: true, message: '文件导入成功！数据行数：2' });
      expect((await codes({ code: `xls_${run}_*` })).map((r) => [r.code, r.rank])).toEqual([[`xls_${run}_1`, '2'], [`xls_${run}_2`, '1']]);
    });

    it('applies foreignKeys to every row and refuses fields the form does not have', async () => {
      const buf = await xlsx([['职务编码', '职务名称'], [`fk_${run}_1`, '外键']]);
      const res = await importRaw('/sys/position/importExcel', [file(buf), { name: 'foreignKeys', value: JSON.stringify({ rank: '5' }) }]);
      expect(res.body.success).toBe(true);
      expect((await codes({ code: `fk_${run}_1` }))[0].rank).toBe('5');
      const bad = await importRaw('/sys/position/importExcel', [file(buf), { name: 'foreignKeys', value: JSON.stringify({ tenantId: 7 }) }]);
      expect(bad.status).toBe(400);
      expect((await importRaw('/sys/position/importExcel', [file(buf), { name: 'foreignKeys', value: '{nope' }])).status).toBe(400);
    });

    it('turns reference labels back into ids (and refuses unknown ones)', async () => {
      const typeName = `导入类型${run}`;
      await t.call('POST', '/foodtrace/productType/add', { token: admin, body: { typeName, typeCode: `it_${run}` } });
      const buf = await xlsx([['产品名称', '产品类型', '单位', '贮存条件'], [`导入产品${run}`, typeName, '千克', '常温'], [`坏产品${run}`, '没有这个类型', 'kg', null]]);
      const res = await importRaw('/foodtrace/product/importExcel', [file(buf, '产品.xlsx')]);
      expect(res.body.code).toBe(201);
      const list = (await t.call<PageResult<Record<string, unknown>>>('GET', '/foodtrace/product/list', { token: admin, query: { name: `导入产品${run}` } })).body.result.records;
      expect(list[0].productTypeId_dictText).toBe(typeName);
      expect(list[0].storageCondition_dictText).toBe('常温');
    });

    it('refuses what is not a usable workbook, in place', async () => {
      const cases: Array<[Part, RegExp]> = [
        [file(Buffer.from('职务编码,职务名称\n'), 'a.csv'), /只能导入 \.xls 或 \.xlsx/],
        [file(Buffer.from('not a zip'), 'fake.xlsx'), /只能导入 \.xls 或 \.xlsx/],
        [file(await xlsx([['甲', '乙'], ['1', '2']])), /未识别到表头，第一行应为字段名称（如：职务编码、职务名称、职级）/],
        [file(await xlsx([['职务编码', '职务名称', '职级']])), /没有可导入的数据行/],
      ];
      for (const [part, message] of cases) {
        const res = await importRaw('/sys/position/importExcel', [part]);
        expect(res.status, part.fileName).toBe(200);
        expect(res.body.success, part.fileName).toBe(false);
        expect(res.body.message, part.fileName).toMatch(message);
      }
      expect(t.config.dataDir).toBeTruthy();
    });

    it('answers 400 without a file, 401 without a session and 403 without the code', async () => {
      expect((await importRaw('/sys/position/importExcel', [{ name: 'isSingleTableImport', value: 'true' }])).status).toBe(400);
      const buf = await xlsx([['职务编码', '职务名称', '职级'], [`no_${run}`, '无权', '员级']]);
      expect((await importRaw('/sys/position/importExcel', [file(buf)], null)).status).toBe(401);
      const denied = await importRaw('/sys/position/importExcel', [file(buf)], nobody);
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe(510);
      expect(await codes({ code: `no_${run}` })).toEqual([]);
    });

    it('offers a template: the importable columns as headers, which imports once filled in', async () => {
      const res = await exportRaw('/sys/position/importTemplate', {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="position_template_\d{12}\.xlsx"/);
      const rows = await readBook(res.rawPayload);
      expect(rows).toEqual([['职务编码', '职务名称', '职级']]);
      const filled = await xlsx([rows[0], [`tp_${run}`, '模板职务', '中级']]);
      expect((await importRaw('/sys/position/importExcel', [file(filled)])).body).toMatchObject({ success: true, code: 200 });
      expect((await codes({ code: `tp_${run}` })).map((r) => r.rank)).toEqual(['3']);
      expect((await exportRaw('/sys/position/importTemplate', {}, null)).statusCode).toBe(401);
      expect((await exportRaw('/sys/position/importTemplate', {}, nobody)).statusCode).toBe(403);
      expect((await exportRaw('/foodtrace/lot/importTemplate', {})).statusCode).toBe(404);
    });

    it('has no import for a resource written only by its module (actions without add)', async () => {
      const buf = await xlsx([['批次号'], ['x']]);
      expect((await importRaw('/foodtrace/lot/importExcel', [file(buf)])).status).toBe(404);
      // the lots are exported (批次库存's stock sheet), never imported: a lot comes from an intake or a run
      expect((await exportRaw('/foodtrace/lot/exportXls', {})).statusCode).toBe(200);
    });
  });

  describe('data rules', () => {
    it('exports only the rows the user’s data rules let them see', async () => {
      const roleId = (await t.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleName: '导出本人', roleCode: `own_${run}` } })).body.result.id;
      const buttons = await t.ctx.db.selectFrom('sysPermission').select('id').where('parentId', '=', POSITIONS_MENU).execute();
      await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: [POSITIONS_MENU, ...buttons.map((b) => b.id)].join(',') } });
      const ruleId = (await t.call<{ id: string }>('POST', '/sys/permission/addPermissionRule', {
        token: admin, body: { permissionId: POSITIONS_MENU, ruleName: '本人', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}' },
      })).body.result.id;
      await t.call('POST', '/sys/role/datarule', { token: admin, body: { permissionId: POSITIONS_MENU, roleId, dataRuleIds: ruleId } });
      await t.call('POST', '/sys/user/add', { token: admin, body: { username: `bob${run}`, password: 'Bob#pass-2026', realname: '鲍勃', selectedroles: roleId } });
      const bob = await t.login(`bob${run}`, 'Bob#pass-2026');
      await t.call('POST', '/sys/position/add', { token: bob, body: { code: `bob_${run}`, name: '鲍勃的职务', rank: '1' } });
      const rows = await readBook((await exportRaw('/sys/position/exportXls', {}, bob)).rawPayload);
      expect(rows.slice(1).map((r) => r[0])).toEqual([`bob_${run}`]);
    });
  });
});

describe('position definition used by these tests', () => {
  it('keeps the labels the tests name', () => {
    expect(Object.values(positionResource.fields).map((f) => f.label)).toEqual(['职务编码', '职务名称', '职级']);
  });
});
