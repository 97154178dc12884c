import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type PageResult } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';

const POSITIONS_MENU = SEED_IDS.positionsMenu;
const QA = SEED_IDS.qaDepart;

/**
 * The data-rule proof (DESIGN.md §5 rules 2 and 4): a role whose rule on 职务管理 is `createBy = #{sys_user_code}`
 * sees only its own positions, through every generic route, while the platform — not a handler — applies it.
 */
describe.each(databaseTargets())('data rules on the generic lists on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let alice: string;
  let roleId: string;
  let ruleId: string;
  const adminRows: string[] = [];
  const aliceRows: string[] = [];

  const rule = async (body: Record<string, unknown>) => (await t.call<{ id: string }>('POST', '/sys/permission/addPermissionRule', {
    token: admin, body: { permissionId: POSITIONS_MENU, ruleName: '规则', ...body },
  })).body.result.id;
  const select = (role: string, ids: string) => t.call('POST', '/sys/role/datarule', { token: admin, body: { permissionId: POSITIONS_MENU, roleId: role, dataRuleIds: ids } });
  const seen = async (token: string, query: Record<string, string> = {}) =>
    (await t.call<PageResult<{ id: string; code: string }>>('GET', '/sys/position/list', { token, query: { pageSize: '100', column: 'code', order: 'asc', ...query } })).body.result.records.map((r) => r.code);
  const position = async (token: string, code: string, rank = '1') =>
    (await t.call<{ id: string }>('POST', '/sys/position/add', { token, body: { code, name: `职务${code}`, rank } })).body.result.id;

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    roleId = (await t.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleName: '只看本人', roleCode: 'own_rows' } })).body.result.id;
    const buttons = await t.ctx.db.selectFrom('sysPermission').select('id').where('parentId', '=', POSITIONS_MENU).execute();
    await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: [POSITIONS_MENU, ...buttons.map((b) => b.id)].join(',') } });
    ruleId = await rule({ ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}' });
    expect((await select(roleId, ruleId)).body.success).toBe(true);
    await t.call('POST', '/sys/user/add', { token: admin, body: { username: 'alice', password: 'Alice#pass-2026', realname: '爱丽丝', selectedroles: roleId } });
    alice = await t.login('alice', 'Alice#pass-2026');
    await t.ctx.db.updateTable('sysPosition').set({ delFlag: 1 }).execute(); // start from an empty list
    adminRows.push(await position(admin, 'adm_1', '3'), await position(admin, 'adm_2', '5'));
    aliceRows.push(await position(alice, 'ali_1', '1'), await position(alice, 'ali_2', '2'));
  });
  afterAll(async () => { await t?.close(); });

  it('the role sees only its own rows in the list; the administrator sees all', async () => {
    expect(await seen(alice)).toEqual(['ali_1', 'ali_2']);
    expect(await seen(admin)).toEqual(['adm_1', 'adm_2', 'ali_1', 'ali_2']);
    // Filters and the rule combine; a filter can never widen the rule.
    expect(await seen(alice, { code: 'adm_1' })).toEqual([]);
    expect(await seen(alice, { superQueryParams: JSON.stringify([{ field: 'createBy', rule: 'eq', val: 'admin' }]), superQueryMatchType: 'or' })).toEqual([]);
    const page = (await t.call<PageResult<unknown>>('GET', '/sys/position/list', { token: alice })).body.result;
    expect(page.total).toBe(2);
  });

  it('rows outside the rule cannot be read, edited or deleted either', async () => {
    expect((await t.call('GET', '/sys/position/queryById', { token: alice, query: { id: adminRows[0] } })).body).toMatchObject({ success: false, message: MSG.recordMissing });
    expect((await t.call('PUT', '/sys/position/edit', { token: alice, body: { id: adminRows[0], name: '被改了' } })).body.success).toBe(false);
    expect((await t.call('DELETE', '/sys/position/delete', { token: alice, query: { id: adminRows[0] } })).body.success).toBe(false);
    const batch = await t.call('DELETE', '/sys/position/deleteBatch', { token: alice, query: { ids: `${adminRows[1]},${aliceRows[1]}` } });
    expect(batch.body.success).toBe(true);
    expect(await seen(admin)).toEqual(['adm_1', 'adm_2', 'ali_1']);
    expect((await t.call('GET', '/sys/position/queryById', { token: alice, query: { id: aliceRows[0] } })).body.success).toBe(true);
  });

  it('a rule change applies to the next call (no cache)', async () => {
    await t.call('PUT', '/sys/permission/editPermissionRule', { token: admin, body: { id: ruleId, permissionId: POSITIONS_MENU, ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: '!=', ruleValue: '#{sys_user_code}' } });
    expect(await seen(alice)).toEqual(['adm_1', 'adm_2']);
    await t.call('PUT', '/sys/permission/editPermissionRule', { token: admin, body: { id: ruleId, permissionId: POSITIONS_MENU, ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}', status: '0' } });
    expect(await seen(alice)).toEqual(['adm_1', 'adm_2', 'ali_1']); // an inactive rule limits nothing
    await t.call('PUT', '/sys/permission/editPermissionRule', { token: admin, body: { id: ruleId, permissionId: POSITIONS_MENU, ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}', status: '1' } });
    expect(await seen(alice)).toEqual(['ali_1']);
  });

  it('several rules of one role must all hold; IN, LIKE and RIGHT_LIKE conditions', async () => {
    const inRule = await rule({ ruleColumn: 'rank', ruleConditions: 'IN', ruleValue: '3,5' });
    await select(roleId, inRule);
    expect(await seen(alice)).toEqual(['adm_1', 'adm_2']);
    await select(roleId, `${inRule},${ruleId}`);
    expect(await seen(alice)).toEqual([]);
    const like = await rule({ ruleColumn: 'code', ruleConditions: 'LIKE', ruleValue: 'm_' });
    await select(roleId, like);
    expect(await seen(alice)).toEqual(['adm_1', 'adm_2']);
    const prefix = await rule({ ruleColumn: 'code', ruleConditions: 'RIGHT_LIKE', ruleValue: 'ali' });
    await select(roleId, prefix);
    expect(await seen(alice)).toEqual(['ali_1']);
  });

  it('date placeholders compare with the record times', async () => {
    const today = await rule({ ruleColumn: 'createTime', ruleConditions: '>=', ruleValue: '#{sys_date}' });
    await select(roleId, today);
    expect(await seen(alice)).toEqual(['adm_1', 'adm_2', 'ali_1']);
    const before = await rule({ ruleColumn: 'createTime', ruleConditions: '<', ruleValue: '#{sys_date}' });
    await select(roleId, before);
    expect(await seen(alice)).toEqual([]);
    // A day or second named by a variable counts whole: rows written today, even this very second, are in.
    const untilToday = await rule({ ruleColumn: 'createTime', ruleConditions: '<=', ruleValue: '#{sys_date}' });
    await select(roleId, untilToday);
    expect((await seen(alice)).length).toBe(3);
    const now = await rule({ ruleColumn: 'createTime', ruleConditions: '<=', ruleValue: '#{sys_time}' });
    await select(roleId, now);
    expect((await seen(alice)).length).toBe(3);
  });

  it('a placeholder without a value matches nothing (a user without department and #{sys_org_code})', async () => {
    await position(admin, 'A01A01');
    const org = await rule({ ruleColumn: 'code', ruleConditions: 'RIGHT_LIKE', ruleValue: '#{sys_org_code}' });
    await select(roleId, org);
    expect(await seen(alice)).toEqual([]);
    const me = (await t.call<PageResult<{ id: string }>>('GET', '/sys/user/list', { token: admin, query: { username: 'alice' } })).body.result.records[0];
    await t.call('PUT', '/sys/user/edit', { token: admin, body: { id: me.id, selecteddeparts: QA } });
    expect(await seen(alice)).toEqual(['A01A01']);
  });

  it('a second role without rules widens what the user sees; removing it narrows again', async () => {
    await select(roleId, ruleId);
    const open = (await t.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleName: '全部职务', roleCode: 'all_rows' } })).body.result.id;
    const listBtn = (await t.ctx.db.selectFrom('sysPermission').select('id').where('perms', '=', 'system:position:list').executeTakeFirstOrThrow()).id;
    await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId: open, permissionIds: `${POSITIONS_MENU},${listBtn}` } });
    const me = (await t.call<PageResult<{ id: string }>>('GET', '/sys/user/list', { token: admin, query: { username: 'alice' } })).body.result.records[0];
    await t.call('PUT', '/sys/user/edit', { token: admin, body: { id: me.id, selectedroles: `${roleId},${open}` } });
    expect(await seen(alice)).toEqual(['A01A01', 'adm_1', 'adm_2', 'ali_1']);
    await t.call('PUT', '/sys/user/edit', { token: admin, body: { id: me.id, selectedroles: roleId } });
    expect(await seen(alice)).toEqual(['ali_1']);
  });
});

/**
 * The food-traceability screens' own detail routes (a record with its lines) read their header through the
 * platform too: a role whose rules show it only its own records cannot open another's by id.
 */
describe.each(databaseTargets())('data rules on the foodtrace detail routes on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let bob: string;
  // menu component → [detail route, query of one demo record (made by the seed, not by bob)]
  const screens: Array<[component: string, route: string, first: () => Promise<Record<string, string>>]> = [
    ['foodtrace/ProductCheckoutList', '/foodtrace/checkout/detail', async () => ({ id: (await t.ctx.db.selectFrom('ftCheckout' as never).select('id' as never).executeTakeFirstOrThrow() as { id: string }).id })],
    ['foodtrace/FoodProccessList', '/foodtrace/process/detail', async () => ({ id: (await t.ctx.db.selectFrom('ftProcess' as never).select('id' as never).executeTakeFirstOrThrow() as { id: string }).id })],
    ['foodtrace/OutputwarehouseList', '/foodtrace/outputwarehouse/detail', async () => ({ id: (await t.ctx.db.selectFrom('ftShipment' as never).select('id' as never).executeTakeFirstOrThrow() as { id: string }).id })],
    ['foodtrace/traceability', '/foodtrace/lot/detail', async () => ({ id: (await t.ctx.db.selectFrom('ftLot' as never).select('id' as never).executeTakeFirstOrThrow() as { id: string }).id })],
    ['foodtrace/CodeFoodList', '/foodtrace/code/detail', async () => ({ code: (await t.ctx.db.selectFrom('ftTraceCode' as never).select('code' as never).executeTakeFirstOrThrow() as { code: string }).code })],
    ['foodtrace/RecallList', '/foodtrace/recall/report', async () => ({ id: (await t.ctx.db.selectFrom('ftRecall' as never).select('id' as never).executeTakeFirstOrThrow() as { id: string }).id })],
    ['foodtrace/PproductTechnologyManageList', '/foodtrace/technology/steps', async () => ({ technologyId: (await t.ctx.db.selectFrom('ftTechnology' as never).select('id' as never).executeTakeFirstOrThrow() as { id: string }).id })],
    ['foodtrace/FoodCodeManageList', '/foodtrace/code/exportCsv', async () => ({ batchId: (await t.ctx.db.selectFrom('ftCodeBatch' as never).select('id' as never).executeTakeFirstOrThrow() as { id: string }).id })],
  ];

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    const roleId = (await t.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleName: '只看本人质检', roleCode: 'own_foodtrace' } })).body.result.id;
    const menus = await Promise.all(screens.map(([component]) => t.ctx.db.selectFrom('sysPermission').select('id').where('component', '=', component).executeTakeFirstOrThrow()));
    const buttons = await t.ctx.db.selectFrom('sysPermission').select('id').where('parentId', 'in', menus.map((m) => m.id)).execute();
    await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: [...menus, ...buttons].map((p) => p.id).join(',') } });
    for (const menu of menus) {
      const rule = (await t.call<{ id: string }>('POST', '/sys/permission/addPermissionRule', {
        token: admin, body: { permissionId: menu.id, ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}' },
      })).body.result.id;
      expect((await t.call('POST', '/sys/role/datarule', { token: admin, body: { permissionId: menu.id, roleId, dataRuleIds: rule } })).body.success).toBe(true);
    }
    const added = await t.call('POST', '/sys/user/add', { token: admin, body: { username: 'bobby', password: 'Bob#pass-2026', realname: '鲍勃', selectedroles: roleId } });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    bob = await t.login('bobby', 'Bob#pass-2026');
  });
  afterAll(async () => { await t?.close(); });

  it('answers 未找到对应数据 for a record outside the rules, and the record to whom the rules allow it', async () => {
    for (const [, route, first] of screens) {
      const query = await first();
      expect((await t.call('GET', route, { token: bob, query })).body, route).toMatchObject({ success: false, message: MSG.recordMissing });
      // the administrator's answer: the envelope, or the CSV of the batch export
      const res = await t.app.inject({ method: 'GET', url: `/api${route}`, query, headers: { 'x-access-token': admin } });
      expect(res.statusCode, route).toBe(200);
      if (String(res.headers['content-type']).includes('json')) expect(res.json().success, route).toBe(true);
    }
  });

  it('gives the header of a detail with its references as text, as queryById does', async () => {
    const { id } = await screens[0][2]();
    const detail = (await t.call<Record<string, unknown>>('GET', '/foodtrace/checkout/detail', { token: admin, query: { id } })).body.result;
    const byId = (await t.call<Record<string, unknown>>('GET', '/foodtrace/checkout/queryById', { token: admin, query: { id } })).body.result;
    expect(detail.lotId_dictText).toBe(detail.lotNo);
    expect(detail).toMatchObject(byId);
  });
});
