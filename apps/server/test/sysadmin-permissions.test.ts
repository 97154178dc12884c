import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES, MSG, type DataRuleRecord, type PermissionRecord, type PermissionResult, type PermissionTreeAnswer } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';

const SYSTEM = SEED_IDS.systemMenu;
const POSITIONS_MENU = SEED_IDS.positionsMenu;

describe.each(databaseTargets())('菜单管理 and the permission answer on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  const add = async (body: Record<string, unknown>) => t.call<{ id: string }>('POST', '/sys/permission/add', { token: admin, body });
  const tree = async () => (await t.call<PermissionRecord[]>('GET', '/sys/permission/list', { token: admin })).body.result;
  const find = (nodes: PermissionRecord[], id: string): PermissionRecord | undefined => {
    for (const n of nodes) {
      if (n.id === id) return n;
      const below = find(n.children ?? [], id);
      if (below) return below;
    }
    return undefined;
  };

  it('seeds every menu with an icon the client draws', async () => {
    const menus = await t.ctx.db.selectFrom('sysPermission').select(['name', 'icon']).where('menuType', '!=', 2).where('delFlag', '=', 0).execute();
    expect(menus.length).toBeGreaterThan(40);
    const known = new Set<string>(MENU_ICON_NAMES);
    expect(menus.filter((m) => !m.icon || !known.has(m.icon)).map((m) => `${m.name}: ${m.icon}`)).toEqual([]);
  });

  let topId = '', subId = '', buttonId = '';

  it('adds the three menu types and answers them as a tree', async () => {
    const top = await add({ menuType: 0, name: '质量追溯', url: '/quality', component: 'layouts/RouteView', icon: 'safety', sortNo: 50 });
    expect(top.body, JSON.stringify(top.body)).toMatchObject({ success: true, message: MSG.addOk });
    topId = top.body.result.id;
    const sub = await add({
      menuType: 1, parentId: topId, name: '检验记录', url: '/quality/inspections', component: 'quality/InspectionList',
      componentName: 'InspectionList', keepAlive: true, hidden: false, alwaysShow: false, route: true, internalOrExternal: false, sortNo: 1,
    });
    subId = sub.body.result.id;
    const button = await add({ menuType: 2, parentId: subId, name: '导出检验', perms: 'quality:inspection:export', permsType: '2', status: '1' });
    buttonId = button.body.result.id;
    const node = find(await tree(), topId)!;
    expect(node).toMatchObject({ name: '质量追溯', menuType: 0, icon: 'safety', leaf: false, route: true });
    expect(node.children?.[0]).toMatchObject({ id: subId, component: 'quality/InspectionList', keepAlive: true, leaf: false });
    expect(node.children?.[0].children?.[0]).toMatchObject({ id: buttonId, menuType: 2, perms: 'quality:inspection:export', permsType: '2', status: '1', leaf: true, url: null });
  });

  it('refuses what a menu type does not allow (400 naming the field) and misplaced rows', async () => {
    for (const [body, field] of [
      [{ menuType: 0, name: '无路径', component: 'x/Y' }, 'url'],
      [{ menuType: 1, name: '无上级', url: '/a', component: 'a/B' }, 'parentId'],
      [{ menuType: 0, parentId: topId, name: '一级带上级', url: '/a', component: 'a/B' }, 'parentId'],
      [{ menuType: 2, parentId: subId, name: '无编码' }, 'perms'],
      [{ menuType: 1, parentId: topId, name: '坏路径', url: 'javascript:alert(1)', component: 'a/B' }, 'url'],
      [{ menuType: 1, parentId: topId, name: '坏组件', url: '/a', component: '../x' }, 'component'],
      [{ menuType: 2, parentId: subId, name: '坏编码', perms: 'a b' }, 'perms'],
      [{ menuType: 5, name: '坏类型' }, 'menuType'],
      [{ menuType: 2, parentId: subId, name: '坏策略', perms: 'a:b', permsType: '3' }, 'permsType'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await add({ menuType: 2, parentId: buttonId, name: '按钮下', perms: 'x:y' })).body).toMatchObject({ success: false, message: '按钮下不能再添加菜单或按钮' });
    expect((await add({ menuType: 2, parentId: subId, name: '重复', perms: 'quality:inspection:export' })).body).toMatchObject({ success: false, message: '授权标识已存在' });
    expect((await add({ menuType: 1, parentId: 'missing', name: 'x', url: '/x', component: 'x/Y' })).body.message).toBe('上级菜单不存在');
  });

  it('edits a menu and refuses a cycle', async () => {
    const res = await t.call('PUT', '/sys/permission/edit', { token: admin, body: { id: subId, menuType: 1, parentId: topId, name: '检验记录单', url: '/quality/inspections', component: 'quality/InspectionList', icon: 'audit' } });
    expect(res.body).toMatchObject({ success: true, message: MSG.editOk });
    expect(find(await tree(), subId)).toMatchObject({ name: '检验记录单', icon: 'audit', keepAlive: false });
    const cycle = await t.call('PUT', '/sys/permission/edit', { token: admin, body: { id: topId, menuType: 1, parentId: subId, name: 'x', url: '/x', component: 'x/Y' } });
    expect(cycle.body).toMatchObject({ success: false, message: '上级菜单不能是自身或其下级' });
  });

  it('answers the authorisation tree and the menu levels', async () => {
    const auth = (await t.call<PermissionTreeAnswer>('GET', '/sys/permission/queryTreeList', { token: admin })).body.result;
    expect(auth.ids).toContain(buttonId);
    const system = auth.treeList.find((n) => n.key === SYSTEM)!;
    expect(system).toMatchObject({ title: '系统管理', value: SYSTEM, isLeaf: false });
    const top = await t.call<PermissionRecord[]>('GET', '/sys/permission/getSystemMenuList', { token: admin });
    expect(top.body.result.map((m) => m.name)).toEqual(expect.arrayContaining(['首页', '系统管理', '质量追溯']));
    expect(top.body.result.every((m) => m.menuType === 0)).toBe(true);
    const subs = await t.call<PermissionRecord[]>('GET', '/sys/permission/getSystemSubmenu', { token: admin, query: { parentId: topId } });
    expect(subs.body.result.map((m) => m.id)).toEqual([subId]);
    const batch = await t.call<Record<string, PermissionRecord[]>>('GET', '/sys/permission/getSystemSubmenuBatch', { token: admin, query: { parentIds: `${topId},${subId}` } });
    expect(batch.body.result[topId].map((m) => m.id)).toEqual([subId]);
    expect(batch.body.result[subId].map((m) => m.id)).toEqual([buttonId]);
    expect((await t.call('GET', '/sys/permission/getSystemSubmenu', { token: admin })).status).toBe(400);
  });

  describe('getUserPermissionByToken: auth holds active granted buttons, allAuth every button with its status', () => {
    let token = '';
    let roleId = '';
    const answer = async () => (await t.call<PermissionResult>('GET', '/sys/permission/getUserPermissionByToken', { token })).body.result;

    beforeAll(async () => {
      await add({ menuType: 2, parentId: subId, name: '删除检验', perms: 'quality:inspection:delete', permsType: '1', status: '1' });
      await add({ menuType: 2, parentId: subId, name: '停用按钮', perms: 'quality:inspection:off', permsType: '1', status: '0' });
      const role = await t.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleName: '质检查看', roleCode: 'qc_view' } });
      roleId = role.body.result.id;
      const ids = (await t.ctx.db.selectFrom('sysPermission').select('id').where('perms', 'in', ['quality:inspection:export', 'quality:inspection:off']).execute()).map((r) => r.id);
      await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: [topId, subId, ...ids].join(',') } });
      await t.call('POST', '/sys/user/add', { token: admin, body: { username: 'qcviewer', password: 'Qcview#pass-1', realname: '质检员', selectedroles: roleId } });
      token = await t.login('qcviewer', 'Qcview#pass-1');
    });

    it('granted and active: in auth and in allAuth with status 1 and its strategy', async () => {
      const { auth, allAuth } = await answer();
      expect(auth).toContainEqual({ action: 'quality:inspection:export', type: '2', describe: '导出检验' });
      expect(allAuth).toContainEqual({ action: 'quality:inspection:export', type: '2', describe: '导出检验', status: '1' });
    });

    it('granted but inactive (status 0): not in auth, in allAuth with status 0', async () => {
      const { auth, allAuth } = await answer();
      expect(auth.map((a) => a.action)).not.toContain('quality:inspection:off');
      expect(allAuth).toContainEqual({ action: 'quality:inspection:off', type: '1', describe: '停用按钮', status: '0' });
    });

    it('not granted: not in auth, in allAuth (the client hides it, strategy 1)', async () => {
      const { auth, allAuth } = await answer();
      expect(auth.map((a) => a.action)).not.toContain('quality:inspection:delete');
      expect(allAuth).toContainEqual({ action: 'quality:inspection:delete', type: '1', describe: '删除检验', status: '1' });
      expect(auth.map((a) => a.action)).not.toContain('system:user:add');
      expect(allAuth.map((a) => a.action)).toContain('system:user:add');
    });

    it('menu holds only the granted menus, in the JeecgBoot route shape', async () => {
      const { menu } = await answer();
      expect(menu.map((m) => m.path)).toEqual(['/dashboard/analysis', '/quality']);
      expect(menu[1].children?.[0]).toMatchObject({ path: '/quality/inspections', component: 'quality/InspectionList', meta: { title: '检验记录单', keepAlive: false, componentName: 'InspectionList' } });
    });

    it('a menu or grant change applies to the next call; a deleted button leaves both lists', async () => {
      await t.call('PUT', '/sys/permission/edit', { token: admin, body: { id: buttonId, menuType: 2, parentId: subId, name: '导出检验', perms: 'quality:inspection:export', permsType: '1', status: '1' } });
      expect((await answer()).auth).toContainEqual({ action: 'quality:inspection:export', type: '1', describe: '导出检验' });
      await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: [topId, subId].join(','), lastpermissionIds: 'ignored' } });
      expect((await answer()).auth).toEqual([]);
      const del = await t.call('DELETE', '/sys/permission/delete', { token: admin, query: { id: buttonId } });
      expect(del.body).toMatchObject({ success: true, message: MSG.deleteOk });
      expect((await answer()).allAuth.map((a) => a.action)).not.toContain('quality:inspection:export');
      expect((await t.ctx.db.selectFrom('sysPermission').select('delFlag').where('id', '=', buttonId).executeTakeFirstOrThrow()).delFlag).toBe(1);
    });

    it('deleting a menu removes its subtree from the menu and from the grants', async () => {
      await t.call('DELETE', '/sys/permission/delete', { token: admin, query: { id: topId } });
      expect((await answer()).menu.map((m) => m.path)).toEqual(['/dashboard/analysis']);
      expect(find(await tree(), subId)).toBeUndefined();
      expect(await t.ctx.db.selectFrom('sysRolePermission').select('id').where('roleId', '=', roleId).execute()).toEqual([]);
      expect((await t.call('DELETE', '/sys/permission/delete', { token: admin, query: { id: topId } })).body.success).toBe(false);
    });
  });

  describe('data rules of a menu', () => {
    const rule = (body: Record<string, unknown>) => t.call<{ id: string }>('POST', '/sys/permission/addPermissionRule', {
      token: admin, body: { permissionId: POSITIONS_MENU, ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}', ...body },
    });
    let ruleId = '';

    it('adds, lists, edits and deletes a rule; the menu is flagged while it has rules', async () => {
      const res = await rule({});
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, message: MSG.addOk });
      ruleId = res.body.result.id;
      const list = await t.call<DataRuleRecord[]>('GET', '/sys/permission/getPermRuleListByPermId', { token: admin, query: { permissionId: POSITIONS_MENU } });
      expect(list.body.result).toMatchObject([{ id: ruleId, ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}', status: '1', createBy: 'admin' }]);
      expect((await t.ctx.db.selectFrom('sysPermission').select('ruleFlag').where('id', '=', POSITIONS_MENU).executeTakeFirstOrThrow()).ruleFlag).toBe(1);
      const q = await t.call<DataRuleRecord[]>('GET', '/sys/permission/queryPermissionRule', { token: admin, query: { permissionId: POSITIONS_MENU, ruleName: '本人创建' } });
      expect(q.body.result.map((r) => r.id)).toEqual([ruleId]);
      const edited = await t.call('PUT', '/sys/permission/editPermissionRule', { token: admin, body: { id: ruleId, permissionId: POSITIONS_MENU, ruleName: '职级', ruleColumn: 'rank', ruleConditions: 'IN', ruleValue: '1,2', status: '0' } });
      expect(edited.body).toMatchObject({ success: true, message: MSG.editOk });
      const columns = await t.call<Array<{ field: string; label: string }>>('GET', '/sys/permission/queryRuleColumns', { token: admin, query: { permissionId: POSITIONS_MENU } });
      expect(columns.body.result).toEqual(expect.arrayContaining([{ field: 'rank', type: 'string', label: '职级' }, { field: 'createBy', type: 'string', label: '创建人' }]));
      expect((await t.call('DELETE', '/sys/permission/deletePermissionRule', { token: admin, query: { id: ruleId } })).body.message).toBe(MSG.deleteOk);
      expect((await t.ctx.db.selectFrom('sysPermission').select('ruleFlag').where('id', '=', POSITIONS_MENU).executeTakeFirstOrThrow()).ruleFlag).toBe(0);
    });

    it('refuses rules that are not structured conditions on declared fields (no raw SQL)', async () => {
      expect((await rule({ ruleColumn: 'password' })).body).toMatchObject({ success: false, message: '规则字段 password 不是该资源的字段' });
      expect((await rule({ ruleColumn: 'sysOrgCode' })).body.success).toBe(false);
      expect((await rule({ ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' })).status).toBe(400);
      expect((await rule({ ruleValue: '#{sys_secret}' })).body).toMatchObject({ success: false, message: '未知的系统变量 #{sys_secret}' });
      expect((await rule({ ruleColumn: 'createTime', ruleConditions: '>=', ruleValue: 'yesterday' })).body.success).toBe(false);
      expect((await rule({ ruleColumn: 'create_by; drop table sys_user' })).status).toBe(400);
      expect((await rule({ permissionId: SYSTEM })).body).toMatchObject({ success: false, message: '该菜单没有可配置数据规则的数据列表' });
      expect((await rule({ ruleName: '' })).status).toBe(400);
    });
  });
});
