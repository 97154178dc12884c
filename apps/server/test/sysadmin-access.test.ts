import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SYS_PERMS, permissionCode, tenantResource } from '@foodtrace/contracts';
import { userHolds } from '../src/platform/rbac/permissions.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/**
 * Every system-administration route: 401 without a session, 403 (code 510) for a signed-in user without the
 * route's code, the code seeded as a button row that the administrator role holds. Picker feeds need only a
 * session (DESIGN.md §5 rule 3).
 */
const U = SYS_PERMS.user, R = SYS_PERMS.role, P = SYS_PERMS.permission, D = SYS_PERMS.depart, DR = SYS_PERMS.departRole;
const T = (a: 'list' | 'queryById' | 'add' | 'edit' | 'delete' | 'deleteBatch') => permissionCode(tenantResource, a);
const SIGNED_IN = 'signedIn';

export const SYSADMIN_ROUTES: Array<[method: string, url: string, access: string]> = [
  ['GET', '/sys/user/list', U.list], ['GET', '/sys/user/queryById?id=x', U.queryById], ['POST', '/sys/user/add', U.add],
  ['PUT', '/sys/user/edit', U.edit], ['DELETE', '/sys/user/delete?id=x', U.delete], ['DELETE', '/sys/user/deleteBatch?ids=x', U.deleteBatch],
  ['PUT', '/sys/user/frozenBatch?ids=x&status=2', U.frozen], ['PUT', '/sys/user/changePassword', U.changePassword],
  ['GET', '/sys/user/queryUserRole?userid=x', U.queryById], ['GET', '/sys/user/userDepartList?userId=x', U.queryById],
  ['GET', '/sys/user/queryUserByDepId?id=x', U.list], ['GET', '/sys/user/checkOnlyUser?username=x', SIGNED_IN],
  ['GET', '/sys/user/exportXls', U.exportXls], ['POST', '/sys/user/importExcel', U.importExcel],
  ['GET', '/sys/role/queryall', SIGNED_IN], ['GET', '/sys/role/checkRoleCode?roleCode=x', SIGNED_IN],
  ['GET', '/sys/role/queryTreeList', R.authorize], ['GET', '/sys/permission/queryRolePermission?roleId=x', R.authorize],
  ['POST', '/sys/permission/saveRolePermission', R.authorize], ['GET', '/sys/role/datarule/p/r', R.authorize],
  ['POST', '/sys/role/datarule', R.authorize],
  ['GET', '/sys/permission/list', P.list], ['POST', '/sys/permission/add', P.add], ['PUT', '/sys/permission/edit', P.edit],
  ['DELETE', '/sys/permission/delete?id=x', P.delete], ['GET', '/sys/permission/queryTreeList', P.list],
  ['GET', '/sys/permission/getSystemMenuList', P.list], ['GET', '/sys/permission/getSystemSubmenu?parentId=x', P.list],
  ['GET', '/sys/permission/getSystemSubmenuBatch?parentIds=x', P.list],
  ['GET', '/sys/permission/getPermRuleListByPermId?permissionId=x', P.rule], ['GET', '/sys/permission/queryPermissionRule?permissionId=x', P.rule],
  ['GET', '/sys/permission/queryRuleColumns?permissionId=x', P.rule], ['POST', '/sys/permission/addPermissionRule', P.rule],
  ['PUT', '/sys/permission/editPermissionRule', P.rule], ['DELETE', '/sys/permission/deletePermissionRule?id=x', P.rule],
  ['GET', '/sys/sysDepart/queryTreeList', SIGNED_IN], ['GET', '/sys/sysDepart/queryIdTree', SIGNED_IN],
  ['GET', '/sys/sysDepart/queryDepartTreeSync', SIGNED_IN], ['GET', '/sys/sysDepart/searchBy?keyWord=a', SIGNED_IN],
  ['GET', '/sys/sysDepart/queryMyDeptTreeList', SIGNED_IN], ['GET', '/sys/sysDepart/queryById?id=x', D.queryById],
  ['POST', '/sys/sysDepart/add', D.add], ['PUT', '/sys/sysDepart/edit', D.edit], ['DELETE', '/sys/sysDepart/delete?id=x', D.delete],
  ['DELETE', '/sys/sysDepart/deleteBatch?ids=x', D.deleteBatch],
  ['GET', '/sys/permission/queryDepartPermission?departId=x', D.authorize], ['POST', '/sys/permission/saveDepartPermission', D.authorize],
  ['GET', '/sys/sysDepartRole/list?deptId=x', DR.list], ['GET', '/sys/sysDepartRole/queryById?id=x', DR.list],
  ['POST', '/sys/sysDepartRole/add', DR.add], ['PUT', '/sys/sysDepartRole/edit', DR.edit],
  ['DELETE', '/sys/sysDepartRole/delete?id=x', DR.delete], ['DELETE', '/sys/sysDepartRole/deleteBatch?ids=x', DR.deleteBatch],
  ['GET', '/sys/sysDepartRole/getDeptRoleList?departId=x', DR.list], ['GET', '/sys/sysDepartRole/getDeptRoleByUserId?userId=x&departId=y', DR.list],
  ['POST', '/sys/sysDepartRole/deptRoleUserAdd', DR.assign],
  ['GET', '/sys/sysDepartPermission/queryTreeListForDeptRole?departId=x', DR.authorize],
  ['GET', '/sys/sysDepartPermission/queryDeptRolePermission?roleId=x', DR.authorize],
  ['POST', '/sys/sysDepartPermission/saveDeptRolePermission', DR.authorize],
  ['GET', '/sys/tenant/list', T('list')], ['GET', '/sys/tenant/queryById?id=1', T('queryById')], ['POST', '/sys/tenant/add', T('add')],
  ['PUT', '/sys/tenant/edit', T('edit')], ['DELETE', '/sys/tenant/delete?id=1', T('delete')], ['DELETE', '/sys/tenant/deleteBatch?ids=1', T('deleteBatch')],
  ['GET', '/sys/tenant/queryList', SIGNED_IN],
];

describe.each(databaseTargets())('system administration access on $name', (target) => {
  let t: TestApp;
  let nobody: string;
  beforeAll(async () => {
    t = await startApp(target);
    await t.createUser('nobody', 'Nobody#pass-1');
    nobody = await t.login('nobody', 'Nobody#pass-1');
  });
  afterAll(async () => { await t?.close(); });

  const split = (url: string) => {
    const [path, qs] = url.split('?');
    return { path, query: qs ? Object.fromEntries(new URLSearchParams(qs)) : undefined };
  };
  const body = (method: string) => (method === 'POST' || method === 'PUT' ? {} : undefined);

  it('answers 401 without a session on every route', async () => {
    for (const [method, url] of SYSADMIN_ROUTES) {
      const { path, query } = split(url);
      const res = await t.call(method, path, { query, body: body(method) });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toBe(MSG.tokenInvalid);
    }
  });

  it('answers 403 (code 510) without the route code; picker feeds need only a session', async () => {
    for (const [method, url, access] of SYSADMIN_ROUTES) {
      const { path, query } = split(url);
      const res = await t.call(method, path, { token: nobody, query, body: body(method) });
      if (access === SIGNED_IN) expect([200, 400], `${method} ${url}`).toContain(res.status);
      else expect([res.status, res.body.code, res.body.message], `${method} ${url}`).toEqual([403, 510, MSG.noAuthz]);
    }
  });

  it('seeds every route code as a button row the administrator holds', async () => {
    const admin = await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    for (const code of new Set(SYSADMIN_ROUTES.map(([, , c]) => c).filter((c) => c !== SIGNED_IN))) {
      const row = await t.ctx.db.selectFrom('sysPermission').select(['menuType', 'parentId']).where('perms', '=', code).executeTakeFirst();
      expect(row, code).toMatchObject({ menuType: 2 });
      expect(await userHolds(t.ctx.db, admin.id, code), code).toBe(true);
    }
  });
});
