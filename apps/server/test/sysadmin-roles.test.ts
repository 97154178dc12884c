import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type PageResult, type PermissionTreeAnswer, type RoleDataRuleAnswer } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';

const POSITIONS_MENU = SEED_IDS.positionsMenu;

/** Role routes beyond the generic CRUD walk (resources.test.ts walks list/add/edit/delete of roles). */
describe.each(databaseTargets())('角色管理 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let roleId: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    roleId = (await t.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleName: '仓库', roleCode: 'warehouse' } })).body.result.id;
  });
  afterAll(async () => { await t?.close(); });

  it('lists roles with filters and answers all of them for pickers', async () => {
    const list = await t.call<PageResult<{ roleCode: string }>>('GET', '/sys/role/list', { token: admin, query: { roleName: '*仓库*' } });
    expect(list.body.result.records.map((r) => r.roleCode)).toEqual(['warehouse']);
    const all = await t.call<Array<{ roleCode: string }>>('GET', '/sys/role/queryall', { token: admin });
    expect(all.body.result.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['admin', 'warehouse']));
  });

  it('checks a role code among live roles', async () => {
    expect((await t.call('GET', '/sys/role/checkRoleCode', { token: admin, query: { roleCode: 'warehouse' } })).body).toMatchObject({ success: false, message: '角色编码已存在' });
    expect((await t.call('GET', '/sys/role/checkRoleCode', { token: admin, query: { roleCode: 'warehouse', id: roleId } })).body.success).toBe(true);
    expect((await t.call('GET', '/sys/role/checkRoleCode', { token: admin, query: { roleCode: 'fresh' } })).body).toMatchObject({ success: true, message: '该值可用！' });
    expect((await t.call('GET', '/sys/role/checkRoleCode', { token: admin })).status).toBe(400);
  });

  it('authorises a role by tree: the grants replace the previous ones and apply at the next call', async () => {
    const tree = await t.call<PermissionTreeAnswer>('GET', '/sys/role/queryTreeList', { token: admin });
    expect(tree.body.result.ids.length).toBeGreaterThan(10);
    const positionButtons = (await t.ctx.db.selectFrom('sysPermission').select(['id', 'perms']).where('parentId', '=', POSITIONS_MENU).execute());
    const listBtn = positionButtons.find((b) => b.perms === 'system:position:list')!;
    const save = await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: `${POSITIONS_MENU},${listBtn.id},`, lastpermissionIds: '' } });
    expect(save.body).toMatchObject({ success: true, message: '保存成功！' });
    expect((await t.call<string[]>('GET', '/sys/permission/queryRolePermission', { token: admin, query: { roleId } })).body.result.sort()).toEqual([POSITIONS_MENU, listBtn.id].sort());

    await t.call('POST', '/sys/user/add', { token: admin, body: { username: 'keeper', password: 'Keeper#pass-1', realname: '仓管', selectedroles: roleId } });
    const token = await t.login('keeper', 'Keeper#pass-1');
    expect((await t.call('GET', '/sys/position/list', { token })).status).toBe(200);
    expect((await t.call('POST', '/sys/position/add', { token, body: {} })).status).toBe(403);
    await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: POSITIONS_MENU } });
    expect((await t.call('GET', '/sys/position/list', { token })).status).toBe(403);
  });

  it('refuses grants of unknown permissions or to unknown roles', async () => {
    expect((await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: 'nope' } })).status).toBe(400);
    expect((await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId: 'nope', permissionIds: '' } })).body.message).toBe('角色不存在');
    expect((await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { permissionIds: '' } })).status).toBe(400);
  });

  it('selects data rules of a granted menu for the role', async () => {
    const rule = await t.call<{ id: string }>('POST', '/sys/permission/addPermissionRule', { token: admin, body: { permissionId: POSITIONS_MENU, ruleName: '本人', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}' } });
    const ruleId = rule.body.result.id;
    const before = await t.call<RoleDataRuleAnswer>('GET', `/sys/role/datarule/${POSITIONS_MENU}/${roleId}`, { token: admin });
    expect(before.body.result).toMatchObject({ drChecked: '', datarule: [{ id: ruleId, ruleName: '本人' }] });
    const save = await t.call('POST', '/sys/role/datarule', { token: admin, body: { permissionId: POSITIONS_MENU, roleId, dataRuleIds: `${ruleId},` } });
    expect(save.body).toMatchObject({ success: true, message: '保存成功！' });
    expect((await t.call<RoleDataRuleAnswer>('GET', `/sys/role/datarule/${POSITIONS_MENU}/${roleId}`, { token: admin })).body.result.drChecked).toBe(ruleId);
    // A rule of another menu, or a menu the role does not hold, is refused.
    expect((await t.call('POST', '/sys/role/datarule', { token: admin, body: { permissionId: POSITIONS_MENU, roleId, dataRuleIds: 'other' } })).body.message).toBe('数据规则不属于该菜单');
    const other = (await t.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleName: '无菜单', roleCode: 'no_menu' } })).body.result.id;
    expect((await t.call('POST', '/sys/role/datarule', { token: admin, body: { permissionId: POSITIONS_MENU, roleId: other, dataRuleIds: ruleId } })).body.message).toBe('请先为该角色授权此菜单并保存');
    expect((await t.call('POST', '/sys/role/datarule', { token: admin, body: { permissionId: POSITIONS_MENU, roleId, dataRuleIds: "1' or '1" } })).status).toBe(400);
    // Deleting the rule removes it from the role's selection.
    await t.call('DELETE', '/sys/permission/deletePermissionRule', { token: admin, query: { id: ruleId } });
    const grant = await t.ctx.db.selectFrom('sysRolePermission').select('dataRuleIds').where('roleId', '=', roleId).where('permissionId', '=', POSITIONS_MENU).executeTakeFirstOrThrow();
    expect(grant.dataRuleIds).toBeNull();
  });

  it('keeps the administrator role: no delete, no code change', async () => {
    const adminRole = (await t.call<PageResult<{ id: string; _noDelete?: string }>>('GET', '/sys/role/list', { token: admin, query: { roleCode: 'admin' } })).body.result.records[0];
    // the list says so before anyone tries (删除 is greyed out with the reason)
    expect(adminRole._noDelete).toBe('管理员角色不能删除');
    expect((await t.call('DELETE', '/sys/role/delete', { token: admin, query: { id: adminRole.id } })).body).toMatchObject({ success: false, message: '管理员角色不能删除' });
    expect((await t.call('PUT', '/sys/role/edit', { token: admin, body: { id: adminRole.id, roleCode: 'boss' } })).body).toMatchObject({ success: false, message: '管理员角色的编码不能修改' });
    expect((await t.call('PUT', '/sys/role/edit', { token: admin, body: { id: adminRole.id, roleName: '超级管理员' } })).body.success).toBe(true);
  });

  it('a deleted role grants nothing any more and its code may be used again', async () => {
    const token = await t.login('keeper', 'Keeper#pass-1');
    const keeperRole = (await t.call<PageResult<{ id: string }>>('GET', '/sys/role/list', { token: admin, query: { roleCode: 'warehouse' } })).body.result.records[0];
    const btn = (await t.ctx.db.selectFrom('sysPermission').select('id').where('perms', '=', 'system:position:list').executeTakeFirstOrThrow()).id;
    await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId: keeperRole.id, permissionIds: `${POSITIONS_MENU},${btn}` } });
    expect((await t.call('GET', '/sys/position/list', { token })).status).toBe(200);
    expect((await t.call('DELETE', '/sys/role/delete', { token: admin, query: { id: keeperRole.id } })).body.message).toBe(MSG.deleteOk);
    expect((await t.call('GET', '/sys/position/list', { token })).status).toBe(403);
    expect((await t.call('POST', '/sys/role/add', { token: admin, body: { roleName: '仓库二', roleCode: 'warehouse' } })).body.success).toBe(true);
  });
});
