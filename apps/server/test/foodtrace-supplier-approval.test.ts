import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_TEXT, type TraceReport } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { intake, masterData, post, type Master } from './foodtrace-fixture.ts';
import { multipart } from './multipart.ts';
import { xlsx } from './workbook.ts';

/** 合格供方 on every database: once a material keeps a list, only a supplier admitted for it delivers it. */
describe.each(databaseTargets())('合格供方 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let material: { id: string };
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    material = await post(t, admin, '/foodtrace/crude/add', { name: '名录生鲜乳', crudeCode: `AP${Date.now().toString(36)}`, category: 'RAW', unit: 'kg', needInspection: '1' });
  });
  afterAll(async () => { await t?.close(); });

  const decide = (supplierId: string, status: string, evaluatedDate: string, reviewDue = '2027-02-01') => t.call<{ id: string }>('POST', '/foodtrace/supplierApproval/add', {
    token: admin, body: { supplierId, crudeId: material.id, status, method: 'ONSITE', evaluatedDate, reviewDue, evaluator: '王丽' },
  });
  const deliver = (supplierId: string, receivedTime: string) => t.call<{ id: string }>('POST', '/foodtrace/crudePutin/add', {
    token: admin, body: { crudeId: material.id, supplierId, supplierLotNo: `SL-${Math.random()}`.slice(0, 12), quantity: 100, unit: 'kg', receivedTime },
  });

  it('takes in a material that keeps no list from anyone, and once it keeps one only from an admitted supplier', async () => {
    expect((await deliver(m.farmB.id, '2026-02-20 08:00:00')).body.success).toBe(true);
    expect((await decide(m.farmA.id, 'APPROVED', '2026-03-01')).body.success).toBe(true);
    expect((await deliver(m.farmA.id, '2026-03-02 08:00:00')).body.success).toBe(true);
    expect((await deliver(m.farmB.id, '2026-03-02 08:00:00')).body).toMatchObject({ success: false, message: SUPPLIER_TEXT.notListed('测试牧场 B', '名录生鲜乳') });
    // a delivery from before the material kept its list is entered as things stood then
    expect((await deliver(m.farmB.id, '2026-02-25 08:00:00')).body.success).toBe(true);
  });

  it('stops a suspended supplier from its decision on, and an edit that moves a delivery to one', async () => {
    expect((await decide(m.farmA.id, 'SUSPENDED', '2026-03-10')).body.success).toBe(true);
    expect((await deliver(m.farmA.id, '2026-03-11 08:00:00')).body)
      .toMatchObject({ success: false, message: '供应商「测试牧场 A」的“名录生鲜乳”供货资格自 2026-03-10 起为“暂停供货”，不能入库' });
    const before = await deliver(m.farmA.id, '2026-03-09 08:00:00');
    expect(before.body.success).toBe(true);
    expect((await t.call('PUT', '/foodtrace/crudePutin/edit', { token: admin, body: { id: before.body.result.id, receivedTime: '2026-03-12 08:00:00' } })).body.success).toBe(false);
    // re-admitted after a corrective visit: the latest decision counts
    expect((await decide(m.farmA.id, 'APPROVED', '2026-03-20')).body.success).toBe(true);
    expect((await deliver(m.farmA.id, '2026-03-21 08:00:00')).body.success).toBe(true);
    expect((await deliver(m.farmA.id, '2026-03-15 08:00:00')).body.success).toBe(false);
  });

  it('says in the trace report where each delivering supplier stood that day, and finds a delivery from one not admitted', async () => {
    const admitted = await deliver(m.farmA.id, '2026-03-22 08:00:00');
    const report = async (id: string) => {
      const putin = (await t.call<{ lotId: string }>('GET', '/foodtrace/crudePutin/queryById', { token: admin, query: { id } })).body.result;
      return (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: putin.lotId } })).body.result;
    };
    expect((await report(admitted.body.result.id)).sources[0]).toMatchObject({ supplierApproval: '合格（现场审核 2026-03-20）' });
    // a delivery the rule could not see (a material whose list came after it): recorded as it stood then
    const early = await deliver(m.farmB.id, '2026-02-26 08:00:00');
    const before = await report(early.body.result.id);
    expect(before.sources[0].supplierApproval).toBeNull();
    // one written past the rule (an old import): named in the report and among its findings
    await t.ctx.db.updateTable('ftCrudePutin' as never).set({ receivedTime: Date.parse('2026-03-23T00:00:00Z') } as never).where('id' as never, '=', early.body.result.id as never).execute();
    const after = await report(early.body.result.id);
    expect(after.sources[0].supplierApproval).toBe('未列入合格供方名录');
    expect(after.findings).toContain(SUPPLIER_TEXT.finding(after.sources[0].lotNo, '测试牧场 B', '名录生鲜乳', '未列入合格供方名录'));
  });

  it('applies to a material\'s list only: the same supplier delivers another material freely', async () => {
    const other = await intake(t, admin, m.sugar.id, m.farmB.id, 10, { receivedTime: '2026-03-21 09:00:00' });
    expect(other.lotId).toBeTruthy();
  });

  it('takes in from an admitted supplier past its review, and tells the inspector and the trace report so', async () => {
    expect((await decide(m.farmA.id, 'APPROVED', '2026-04-01', '2026-04-10')).body.success).toBe(true);
    const lotOf = async (receivedTime: string) => {
      const putin = await deliver(m.farmA.id, receivedTime);
      expect(putin.body.success).toBe(true);
      return (await t.call<{ lotId: string }>('GET', '/foodtrace/crudePutin/queryById', { token: admin, query: { id: putin.body.result.id } })).body.result.lotId;
    };
    const warning = async (lotId: string) =>
      (await t.call<{ supplierReview: string | null }>('GET', '/foodtrace/checkout/lotWarnings', { token: admin, query: { lotId } })).body.result.supplierReview;
    const inTime = await lotOf('2026-04-10 08:00:00');
    expect(await warning(inTime)).toBeNull();
    const late = await lotOf('2026-04-11 08:00:00');
    const lotNo = (await t.call<{ lotNo: string }>('GET', '/foodtrace/lot/queryById', { token: admin, query: { id: late } })).body.result.lotNo;
    const lapsed = SUPPLIER_TEXT.reviewLapsed(lotNo, '2026-04-11', '测试牧场 A', '名录生鲜乳', '2026-04-10');
    expect(await warning(late)).toBe(lapsed);
    expect(await t.call('GET', '/foodtrace/lot/detail', { token: admin, query: { id: late } })).toMatchObject({ body: { result: { supplierReview: lapsed } } });
    const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: late } })).body.result;
    expect(report.findings).toContain(lapsed);
    // reviewed again: a delivery after the new decision is clean
    expect((await decide(m.farmA.id, 'APPROVED', '2026-04-12', '2027-04-12')).body.success).toBe(true);
    expect(await warning(await lotOf('2026-04-13 08:00:00'))).toBeNull();
  });

  it('tells the inspector, the lot and the trace report of a supplier suspended after it delivered', async () => {
    const putin = await deliver(m.farmA.id, '2026-04-20 08:00:00'); // admitted again since 04-12
    expect(putin.body.success).toBe(true);
    const { lotId } = (await t.call<{ lotId: string }>('GET', '/foodtrace/crudePutin/queryById', { token: admin, query: { id: putin.body.result.id } })).body.result;
    const lotNo = (await t.call<{ lotNo: string }>('GET', '/foodtrace/lot/queryById', { token: admin, query: { id: lotId } })).body.result.lotNo;
    const warnings = async () => (await t.call<{ supplierReview: string | null; supplierSuspended: string | null }>('GET', '/foodtrace/checkout/lotWarnings', { token: admin, query: { lotId } })).body.result;
    expect(await warnings()).toMatchObject({ supplierReview: null, supplierSuspended: null });
    // whoever suspends the supplier is told which of its lots of the material are still in stock (all of them here)
    const intakes = (await t.call<{ records: Array<{ lotId: string }> }>('GET', '/foodtrace/crudePutin/list', { token: admin, query: { supplierId: m.farmA.id, crudeId: material.id, pageSize: '100' } })).body.result.records;
    const lots = await Promise.all(intakes.map(async (i) => (await t.call<{ lotNo: string }>('GET', '/foodtrace/lot/queryById', { token: admin, query: { id: i.lotId } })).body.result.lotNo));
    expect(lots).toContain(lotNo);
    const suspension = await decide(m.farmA.id, 'SUSPENDED', '2026-05-01');
    expect(suspension.body).toMatchObject({ success: true, message: `添加成功！${SUPPLIER_TEXT.lotsInStock('测试牧场 A', '名录生鲜乳', lots.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))}` });
    expect(suspension.body.message).toContain(' 等，请复核');
    const suspended = SUPPLIER_TEXT.suspendedAfter(lotNo, '2026-04-20', '测试牧场 A', '名录生鲜乳', '暂停供货', '2026-05-01');
    expect(await warnings()).toMatchObject({ supplierReview: null, supplierSuspended: suspended });
    expect(await t.call('GET', '/foodtrace/lot/detail', { token: admin, query: { id: lotId } })).toMatchObject({ body: { result: { supplierSuspended: suspended } } });
    const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId } })).body.result;
    expect(report.findings).toContain(suspended);
    // where it stood on the day it delivered is unchanged: 合格
    expect(report.sources[0].supplierApproval).toMatch(/^合格/);
    // admitted again after the corrective action: nothing left to tell
    expect((await decide(m.farmA.id, 'APPROVED', '2026-05-10')).body).toMatchObject({ success: true, message: '添加成功！' });
    expect(await warnings()).toMatchObject({ supplierSuspended: null });
    // a suspension of the past entered late, before that re-admission: today's standing is 合格, nothing to tell
    expect((await decide(m.farmA.id, 'SUSPENDED', '2026-05-05')).body).toMatchObject({ success: true, message: '添加成功！' });
    // it names only deliveries the user could look up in 原料入库: none without that list
    const add = 'foodtrace:supplierApproval:add';
    await t.createUser('sa_only', 'Only#pass-2026', [add]);
    await t.createUser('sa_intake', 'Intake#pass-2026', [add, 'foodtrace:crudePutin:list']);
    const suspendAs = async (username: string, password: string, evaluatedDate: string) => (await t.call('POST', '/foodtrace/supplierApproval/add', {
      token: await t.login(username, password), body: { supplierId: m.farmA.id, crudeId: material.id, status: 'SUSPENDED', method: 'DOCS', evaluatedDate },
    })).body;
    expect(await suspendAs('sa_only', 'Only#pass-2026', '2026-05-20')).toMatchObject({ success: true, message: '添加成功！' });
    expect((await suspendAs('sa_intake', 'Intake#pass-2026', '2026-05-21')).message).toBe(suspension.body.message);
    // nor those its data rules on 原料入库 keep from it (DESIGN §5 rule 4): here 本人创建, and it took in none of them
    await t.createUser('sa_own', 'Own#pass-2026', [add, 'foodtrace:crudePutin:list']);
    const db = t.ctx.db;
    const listButton = await db.selectFrom('sysPermission').select(['id', 'parentId']).where('perms', '=', 'foodtrace:crudePutin:list').executeTakeFirstOrThrow();
    const addButton = await db.selectFrom('sysPermission').select('id').where('perms', '=', add).executeTakeFirstOrThrow();
    const user = await db.selectFrom('sysUser').select('id').where('username', '=', 'sa_own').executeTakeFirstOrThrow();
    const { roleId } = await db.selectFrom('sysUserRole').select('roleId').where('userId', '=', user.id).executeTakeFirstOrThrow();
    const menuId = listButton.parentId!;
    expect((await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: [menuId, listButton.id, addButton.id].join(',') } })).body.success).toBe(true);
    const rule = await t.call<{ id: string }>('POST', '/sys/permission/addPermissionRule', {
      token: admin, body: { permissionId: menuId, ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}' },
    });
    expect((await t.call('POST', '/sys/role/datarule', { token: admin, body: { permissionId: menuId, roleId, dataRuleIds: rule.body.result.id } })).body.success).toBe(true);
    expect(await suspendAs('sa_own', 'Own#pass-2026', '2026-05-21')).toMatchObject({ success: true, message: '添加成功！' });
    expect((await decide(m.farmA.id, 'APPROVED', '2026-05-22')).body.success).toBe(true);
  });

  it('tells whoever imports decisions which lots are in stock of the suppliers they leave suspended, each supplier once', async () => {
    const importDecisions = async (rows: unknown[][]) => {
      const sheet = await xlsx([['供应商', '原料', '供货资格', '评价方式', '评价日期'], ...rows]);
      const { payload, headers } = multipart([{ name: 'files[]', fileName: '合格供方.xlsx', value: sheet }]);
      return (await t.app.inject({ method: 'POST', url: '/api/foodtrace/supplierApproval/importExcel', payload, headers: { ...headers, 'x-access-token': admin } })).json();
    };
    const intakes = (await t.call<{ records: Array<{ lotId: string }> }>('GET', '/foodtrace/crudePutin/list', { token: admin, query: { supplierId: m.farmA.id, crudeId: material.id, pageSize: '100' } })).body.result.records;
    const lots = await Promise.all(intakes.map(async (i) => (await t.call<{ lotNo: string }>('GET', '/foodtrace/lot/queryById', { token: admin, query: { id: i.lotId } })).body.result.lotNo));
    const inStock = SUPPLIER_TEXT.lotsInStock('测试牧场 A', '名录生鲜乳', lots.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // two decisions on 测试牧场 A (suspended, then struck off) tell the same lots once; 测试牧场 B delivered none in stock
    expect(await importDecisions([
      ['测试牧场 A', '名录生鲜乳', '暂停供货', '资料审核', '2026-06-01'],
      ['测试牧场 A', '名录生鲜乳', '取消资格', '现场审核', '2026-06-02'],
    ])).toMatchObject({ success: true, message: `文件导入成功！数据行数：2。${inStock}` });
    // re-admitted by import: nothing to tell
    expect(await importDecisions([['测试牧场 A', '名录生鲜乳', '合格', '现场审核', '2026-06-03']]))
      .toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
  });

  it('refuses a review before its evaluation, and an evaluation dated in the future', async () => {
    const early = await t.call('POST', '/foodtrace/supplierApproval/add', {
      token: admin, body: { supplierId: m.farmA.id, crudeId: material.id, status: 'APPROVED', method: 'DOCS', evaluatedDate: '2026-03-01', reviewDue: '2026-02-01' },
    });
    expect(early.status).toBe(400);
    expect((await decide(m.farmA.id, 'APPROVED', '2099-01-01')).status).toBe(400);
  });
});
