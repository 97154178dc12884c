import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYS_PERMS } from '@foodtrace/contracts';
import { ADMIN_ROLE_ID } from '../src/modules/system/seed/run-seed.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/**
 * Nobody hands out more than they hold (platform/rbac/authority.ts): a user administrator cannot make an
 * administrator, nor change, freeze, delete or reset the password of one; a role administrator cannot grant
 * what they lack nor strip the 管理员 role. Found by a reviewer: a role holding only 用户管理 created a 管理员.
 */
const U = SYS_PERMS.user;
const HR_CODES = [U.list, U.queryById, U.add, U.edit, U.delete, U.frozen, U.changePassword, SYS_PERMS.role.authorize];

describe.each(databaseTargets())('no privilege escalation on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let hrRole: string;
  let adminId: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await t.createUser('hr01', 'Hr01#pass-2026', HR_CODES);
    hr = await t.login('hr01', 'Hr01#pass-2026');
    hrRole = (await t.ctx.db.selectFrom('sysRole').select('id').where('roleCode', '=', 'role_hr01').executeTakeFirstOrThrow()).id;
    adminId = (await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => { await t?.close(); });

  const add = (token: string, username: string, roles: string) => t.call('POST', '/sys/user/add', {
    token, body: { username, realname: username, password: 'Some#pass-2026', confirmpassword: 'Some#pass-2026', selectedroles: roles },
  });

  it('a user administrator cannot create an administrator, but can create a user of their own role', async () => {
    const escalate = await add(hr, 'evil02', ADMIN_ROLE_ID);
    expect(escalate.body.success).toBe(false);
    expect(escalate.body.message).toBe('只有管理员才能分配或修改管理员角色');
    expect(await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'evil02').executeTakeFirst()).toBeUndefined();
    expect((await add(hr, 'clerk01', hrRole)).body.success).toBe(true);
    // …and cannot give an existing user the administrator role either
    const clerk = (await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'clerk01').executeTakeFirstOrThrow()).id;
    const promote = await t.call('PUT', '/sys/user/edit', { token: hr, body: { id: clerk, realname: '职员', selectedroles: `${hrRole},${ADMIN_ROLE_ID}` } });
    expect(promote.body.message).toBe('只有管理员才能分配或修改管理员角色');
    // nor a role of rights they lack
    await t.createUser('menus01', 'Menus#pass-2026', [SYS_PERMS.permission.list, SYS_PERMS.permission.add]);
    const menusRole = (await t.ctx.db.selectFrom('sysRole').select('id').where('roleCode', '=', 'role_menus01').executeTakeFirstOrThrow()).id;
    expect((await add(hr, 'menus02', menusRole)).body.message).toMatch(/^不能分配该角色：它包含您没有的权限“.+”/);
    // The role picker's feed says so beforehand: the administrator role and menus01's are greyed out for hr01.
    const picker = async (token: string) => new Map((await t.call<Array<{ id: string; assignable: boolean }>>('GET', '/sys/role/queryall', { token }))
      .body.result.map((r) => [r.id, r.assignable]));
    const forHr = await picker(hr);
    expect([forHr.get(ADMIN_ROLE_ID), forHr.get(menusRole), forHr.get(hrRole)]).toEqual([false, false, true]);
    expect([...(await picker(admin)).values()].every(Boolean)).toBe(true);
    expect((await t.call('PUT', '/sys/user/edit', { token: hr, body: { id: clerk, realname: '职员' } })).body.success).toBe(true);
  });

  it('a user administrator cannot change, freeze, delete or reset the password of an administrator', async () => {
    // menus01 holds rights hr01 lacks: hr01 may not touch that account either
    const menus01 = (await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'menus01').executeTakeFirstOrThrow()).id;
    expect((await t.call('PUT', '/sys/user/frozenBatch', { token: hr, query: { ids: menus01, status: '2' } })).body.message).toMatch(/^用户“menus01”拥有您没有的权限/);
    const refused = /^用户“admin”拥有您没有的权限，只能由权限不低于该用户的管理员修改$/;
    expect((await t.call('PUT', '/sys/user/edit', { token: hr, body: { id: adminId, realname: '被改了' } })).body.message).toMatch(refused);
    expect((await t.call('PUT', '/sys/user/edit', { token: hr, body: { id: adminId, selectedroles: hrRole } })).body.message).toMatch(refused);
    expect((await t.call('PUT', '/sys/user/frozenBatch', { token: hr, query: { ids: adminId, status: '2' } })).body.message).toMatch(refused);
    expect((await t.call('DELETE', '/sys/user/delete', { token: hr, query: { id: adminId } })).body.message).toMatch(refused);
    expect((await t.call('PUT', '/sys/user/changePassword', { token: hr, body: { username: 'admin', password: 'Taken#over-2026', confirmpassword: 'Taken#over-2026' } })).body.message).toMatch(refused);
    const row = await t.ctx.db.selectFrom('sysUser').select(['realname', 'status', 'delFlag']).where('id', '=', adminId).executeTakeFirstOrThrow();
    expect(row).toEqual({ realname: expect.not.stringMatching('被改了'), status: 1, delFlag: 0 });
    expect((await t.ctx.db.selectFrom('sysUserRole').select('roleId').where('userId', '=', adminId).execute()).map((r) => r.roleId)).toContain(ADMIN_ROLE_ID);
    await t.login('admin'); // the password still works
  });

  it('a role administrator grants only what they hold, and cannot strip the administrator role', async () => {
    const granted = async (roleId: string) => (await t.call<string[]>('GET', '/sys/permission/queryRolePermission', { token: admin, query: { roleId } })).body.result;
    const mine = await granted(hrRole);
    const other = (await t.ctx.db.selectFrom('sysPermission').select('id').where('perms', '=', SYS_PERMS.permission.add).executeTakeFirstOrThrow()).id;
    const more = await t.call('POST', '/sys/permission/saveRolePermission', { token: hr, body: { roleId: hrRole, permissionIds: [...mine, other].join(',') } });
    expect(more.body.message).toMatch(/^不能授予或收回自己没有的权限：“.+”$/);
    const strip = await t.call('POST', '/sys/permission/saveRolePermission', { token: hr, body: { roleId: ADMIN_ROLE_ID, permissionIds: mine.join(',') } });
    expect(strip.body.message).toBe('只有管理员才能分配或修改管理员角色');
    expect((await granted(ADMIN_ROLE_ID)).length).toBeGreaterThan(mine.length);
    // within their own rights it works: a narrower role
    const narrower = await t.call('POST', '/sys/permission/saveRolePermission', { token: hr, body: { roleId: hrRole, permissionIds: mine.join(',') } });
    expect(narrower.body.success).toBe(true);
    // and the administrator, who holds everything, still grants anything
    expect((await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId: hrRole, permissionIds: [...mine, other].join(',') } })).body.success).toBe(true);
  });
});
