import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_DEPARTMENT_RULE, type PageResult } from '@foodtrace/contracts';
import { sql, type Kysely } from 'kysely';
import { departmentsFromAuthors, offerOwnDepartmentRules } from '../src/modules/foodtrace/migrations/0312-foodtrace-department.ts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { multipart } from './multipart.ts';
import { readBook, xlsx } from './workbook.ts';
import { inspect, masterData, post, type Master } from './foodtrace-fixture.ts';

type Intake = { id: string; lotId: string; putinNo: string; sysOrgCode: string | null; sysOrgCode_dictText: string | null; createBy: string };

/**
 * Records of work belong to the department of whoever added them (ResourceDef.departmentOwned), and the seeded
 * 本部门及下级 rule, once a role selects it, keeps that role's staff to their department's records and those of
 * the departments below it — the platform applies it, whichever screen or service wrote the record.
 */
/** Menus added after the migration that offered the rules (foodtrace seed/menus.ts): each brought its rule with it. */
// 不合格品处置, CCP 纠偏, 食品安全自查, 培训考核, 清洗消毒
const LATER_MENUS = ['f7d00000000000000000000000000129', 'f7d00000000000000000000000000130', 'f7d00000000000000000000000000134', 'f7d00000000000000000000000000135',
  'f7d00000000000000000000000000138', 'f7d00000000000000000000000000140'];

describe.each(databaseTargets())('department-owned foodtrace records on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  const tokens: Record<string, string> = {};
  const rows: Record<string, Intake> = {};
  let intakeMenu = '';
  let roleId = '';

  const seen = async (who: string) => (await t.call<PageResult<Intake>>('GET', '/foodtrace/crudePutin/list', {
    token: tokens[who], query: { pageSize: '100', column: 'putinNo', order: 'asc' },
  })).body.result.records.map((r) => r.putinNo).filter((no) => no.startsWith('DEPT-')); // not the demo's intakes
  const ownRule = () => t.ctx.db.selectFrom('sysPermissionDataRule').selectAll().where('permissionId', '=', intakeMenu).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    const menus = await t.ctx.db.selectFrom('sysPermission').select(['id', 'component'])
      .where('component', 'in', ['foodtrace/FoodCrudePutinList', 'foodtrace/ProductCheckoutList']).execute();
    intakeMenu = menus.find((x) => x.component === 'foodtrace/FoodCrudePutinList')!.id;
    const buttons = await t.ctx.db.selectFrom('sysPermission').select('id').where('parentId', 'in', menus.map((x) => x.id)).execute();
    roleId = (await post(t, admin, '/sys/role/add', { roleName: '车间收货', roleCode: 'dept_intake' })).id;
    await post(t, admin, '/sys/permission/saveRolePermission', { roleId, permissionIds: [...menus, ...buttons].map((p) => p.id).join(',') });
    const people: Array<[string, string, string]> = [['carol', '卡罗尔', SEED_IDS.qaDepart], ['dave', '戴夫', SEED_IDS.productionDepart], ['erin', '艾琳', SEED_IDS.company]];
    for (const [username, realname, depart] of people) {
      await post(t, admin, '/sys/user/add', { username, password: 'Dept#pass-2026', realname, selectedroles: roleId, selecteddeparts: depart });
      tokens[username] = await t.login(username, 'Dept#pass-2026');
    }
    tokens.admin = admin;
    for (const who of ['carol', 'dave', 'admin']) {
      rows[who] = await post<Intake>(t, tokens[who], '/foodtrace/crudePutin/add', {
        putinNo: `DEPT-${who}`, crudeId: m.rawMilk.id, supplierId: m.farmA.id, supplierLotNo: `SL-${who}`, quantity: 100, unit: 'kg',
        receivedTime: '2026-03-01 08:00:00', sysOrgCode: 'A01A09', // the client's say is ignored
      });
    }
  });
  afterAll(async () => { await t?.close(); });

  it('stamps the adder\'s department on the record, never the client\'s, and names it', async () => {
    expect(rows.carol).toMatchObject({ sysOrgCode: 'A01A01', sysOrgCode_dictText: '质量管理部', createBy: 'carol' });
    expect(rows.dave).toMatchObject({ sysOrgCode: 'A01A02', sysOrgCode_dictText: '生产部' });
    expect(rows.admin).toMatchObject({ sysOrgCode: 'A01', sysOrgCode_dictText: '浙江鲜源乳业有限公司' });
    const edited = await t.call<Intake>('PUT', '/foodtrace/crudePutin/edit', { token: tokens.carol, body: { id: rows.carol.id, remark: '改备注', sysOrgCode: 'A01A02' } });
    expect(edited.body.result).toMatchObject({ sysOrgCode: 'A01A01', remark: '改备注', updateBy: 'carol' });
  });

  it('stamps the records a module writes for the record too: the intake\'s lot, an inspection', async () => {
    const lot = await t.ctx.db.selectFrom('ftLot' as never).select('sysOrgCode' as never).where('id' as never, '=', rows.carol.lotId as never).executeTakeFirstOrThrow() as { sysOrgCode: string };
    expect(lot.sysOrgCode).toBe('A01A01');
    const checkout = await inspect(t, tokens.dave, rows.dave.lotId, 'PASS', { stage: 'INCOMING' });
    const stored = await t.ctx.db.selectFrom('ftCheckout' as never).select('sysOrgCode' as never).where('id' as never, '=', checkout.id as never).executeTakeFirstOrThrow() as { sysOrgCode: string };
    expect(stored.sysOrgCode).toBe('A01A02');
  });

  it('offers 所属部门 to a menu\'s data rules, with the 本部门及下级 rule seeded but selected by no role', async () => {
    const columns = await t.call<Array<{ field: string; label: string }>>('GET', '/sys/permission/queryRuleColumns', { token: admin, query: { permissionId: intakeMenu } });
    expect(columns.body.result).toEqual(expect.arrayContaining([{ field: 'sysOrgCode', type: 'string', label: '所属部门' }]));
    expect(await ownRule()).toMatchObject({ ruleName: OWN_DEPARTMENT_RULE.name, ruleColumn: 'sysOrgCode', ruleConditions: 'RIGHT_LIKE', ruleValue: '#{sys_org_code}', status: '1' });
    expect((await t.ctx.db.selectFrom('sysPermission').select('ruleFlag').where('id', '=', intakeMenu).executeTakeFirstOrThrow()).ruleFlag).toBe(1);
    // not selected: it limits nothing yet
    expect(await seen('carol')).toEqual(['DEPT-admin', 'DEPT-carol', 'DEPT-dave']);
  });

  it('with the rule selected, each department sees its own records and those below it; others stay out of reach', async () => {
    const rule = await ownRule();
    expect((await t.call('POST', '/sys/role/datarule', { token: admin, body: { permissionId: intakeMenu, roleId, dataRuleIds: rule.id } })).body.success).toBe(true);
    expect(await seen('carol')).toEqual(['DEPT-carol']);
    expect(await seen('dave')).toEqual(['DEPT-dave']);
    expect(await seen('erin')).toEqual(['DEPT-admin', 'DEPT-carol', 'DEPT-dave']); // A01: the company and every department under it
    expect(await seen('admin')).toEqual(['DEPT-admin', 'DEPT-carol', 'DEPT-dave']); // the admin role selected no rule
    const other = await t.call('GET', '/foodtrace/crudePutin/queryById', { token: tokens.carol, query: { id: rows.dave.id } });
    expect(other.body.success).toBe(false);
    expect((await t.call('PUT', '/foodtrace/crudePutin/edit', { token: tokens.carol, body: { id: rows.dave.id, remark: '越权' } })).body.success).toBe(false);
  });

  it('高级查询 所属部门 以…开头 finds a department and those under it, as the rule does', async () => {
    const under = async (code: string) => (await t.call<PageResult<Intake>>('GET', '/foodtrace/crudePutin/list', {
      token: admin, query: { pageSize: '100', column: 'putinNo', order: 'asc', superQueryParams: JSON.stringify([{ field: 'sysOrgCode', rule: 'right_like', val: code }]) },
    })).body.result.records.map((r) => r.putinNo).filter((no) => no.startsWith('DEPT-'));
    expect(await under('A01')).toEqual(['DEPT-admin', 'DEPT-carol', 'DEPT-dave']);
    expect(await under('A01A01')).toEqual(['DEPT-carol']);
    expect(await under('A01A0')).toEqual(['DEPT-carol', 'DEPT-dave']);
    expect(await under('a01a01')).toEqual(['DEPT-carol']); // typed in lower case: still a LIKE, as any search
  });

  it('exports the department by name, and only the rows the rule leaves the exporter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/foodtrace/crudePutin/exportXls', query: { putinNo: 'DEPT-*' }, headers: { 'x-access-token': tokens.carol } });
    const [header, ...lines] = await readBook(res.rawPayload);
    const at = (label: string) => header.indexOf(label);
    expect(header.slice(at('创建人'), at('创建时间') + 1)).toEqual(['创建人', '所属部门', '创建时间']);
    expect(lines.map((l) => [l[at('入库单号')], l[at('创建人')], l[at('所属部门')]])).toEqual([['DEPT-carol', 'carol', '质量管理部']]);
  });

  it('stamps the rows of an Excel import with the importer\'s department', async () => {
    const sheet = await xlsx([
      ['入库单号', '原料', '供应商', '供应商批号', '入库数量', '单位', '收货时间'],
      ['DEPT-import', '测试生鲜乳', '测试牧场 A', 'SL-import', 5, '千克', '2026-03-01 08:00:00'],
    ]);
    const { payload, headers } = multipart([{ name: 'files[]', fileName: '原料入库.xlsx', value: sheet }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/foodtrace/crudePutin/importExcel', payload, headers: { ...headers, 'x-access-token': tokens.dave } });
    expect(res.json().success, res.body).toBe(true);
    expect(await seen('dave')).toEqual(['DEPT-dave', 'DEPT-import']);
    expect(await seen('carol')).toEqual(['DEPT-carol']);
  });

  it('offers an installation that had the menus before the same rules, with the same ids', async () => {
    const rules = () => t.ctx.db.selectFrom('sysPermissionDataRule').select(['id', 'permissionId']).where('ruleColumn', '=', 'sysOrgCode').orderBy('id').execute();
    const all = await rules();
    expect(all).toHaveLength(17); // one per menu of department-owned records
    // the migration offers the menus there were then; the later ones brought their rules with their menus
    const seeded = all.filter((r) => !LATER_MENUS.includes(r.permissionId));
    expect(seeded).toHaveLength(11);
    await t.ctx.db.deleteFrom('sysPermissionDataRule').where('ruleColumn', '=', 'sysOrgCode').execute();
    await t.ctx.db.updateTable('sysPermission').set({ ruleFlag: 0 }).where('id', 'in', seeded.map((r) => r.permissionId)).execute();
    await offerOwnDepartmentRules(t.ctx.db as unknown as Kysely<unknown>);
    expect(await rules()).toEqual(seeded);
    expect(await ownRule()).toMatchObject({ ruleName: '本部门及下级', ruleConditions: 'RIGHT_LIKE', ruleValue: '#{sys_org_code}', status: '1' });
    const flags = await t.ctx.db.selectFrom('sysPermission').select('ruleFlag').where('id', 'in', seeded.map((r) => r.permissionId)).execute();
    expect(flags.every((f) => f.ruleFlag === 1)).toBe(true);
    await offerOwnDepartmentRules(t.ctx.db as unknown as Kysely<unknown>); // a second run adds nothing
    expect(await rules()).toEqual(seeded);
  });

  it('gives records written before the column their author\'s present department', async () => {
    const db = t.ctx.db as unknown as Kysely<unknown>;
    await sql`update ft_crude_putin set sys_org_code = null where id in (${rows.carol.id}, ${rows.dave.id})`.execute(db);
    await sql`update ft_crude_putin set sys_org_code = 'A01A03' where id = ${rows.admin.id}`.execute(db);
    await departmentsFromAuthors(db, 'ft_crude_putin');
    const after = await sql<{ id: string; code: string | null }>`select id, sys_org_code as code from ft_crude_putin where id in (${rows.carol.id}, ${rows.dave.id}, ${rows.admin.id})`.execute(db);
    expect(Object.fromEntries(after.rows.map((r) => [r.id, r.code]))).toEqual({ [rows.carol.id]: 'A01A01', [rows.dave.id]: 'A01A02', [rows.admin.id]: 'A01A03' });
  });
});
