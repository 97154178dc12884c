import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PASSWORD_RULE, SYS_PERMS, type PageResult, type UserRecord } from '@foodtrace/contracts';
import { withoutDemoStaff } from './demo-staff.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';

const QA = SEED_IDS.qaDepart;
const PROD = SEED_IDS.productionDepart;
const PASSWORD = 'Staff#pass-2026';

describe.each(databaseTargets())('用户管理 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let roleId: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await withoutDemoStaff(t, admin);
    const role = await t.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleName: '质检', roleCode: 'qc_role' } });
    roleId = role.body.result.id;
  });
  afterAll(async () => { await t?.close(); });

  const add = (body: Record<string, unknown>) => t.call<UserRecord>('POST', '/sys/user/add', { token: admin, body: { password: PASSWORD, realname: '张三', ...body } });
  const list = (query: Record<string, string>) => t.call<PageResult<UserRecord>>('GET', '/sys/user/list', { token: admin, query });

  it('adds a user with roles, departments, the departments they head and a position', async () => {
    const res = await add({
      username: 'zhangsan', sex: '1', birthday: '1990-05-01', phone: '13800000001', email: 'zs@example.com', workNo: 'W001',
      post: 'qc_inspector', selectedroles: `${roleId},`, selecteddeparts: `${QA},${PROD}`, userIdentity: 2, departIds: QA,
      avatar: 'avatar/zs.png',
    });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, message: MSG.addOk });
    expect(res.body.result).toMatchObject({
      username: 'zhangsan', realname: '张三', status: 1, status_dictText: '正常', sex: 1, sex_dictText: '男', userIdentity: 2,
      departIds: QA, orgCode: 'A01A01', post: 'qc_inspector', createBy: 'admin', avatar: 'avatar/zs.png',
    });
    expect(res.body.result.orgCodeTxt).toBe('质量管理部,生产部');
    expect(res.body.result.roleNames).toBe('质检'); // the list shows who holds which role
    const id = res.body.result.id;
    expect((await t.call('GET', '/sys/user/queryUserRole', { token: admin, query: { userid: id } })).body.result).toEqual([roleId]);
    const departs = await t.call<Array<{ key: string; title: string }>>('GET', '/sys/user/userDepartList', { token: admin, query: { userId: id } });
    expect(departs.body.result.map((d) => d.title)).toEqual(['质量管理部', '生产部']);
    await expect(t.login('zhangsan', PASSWORD)).resolves.toBeTruthy();
  });

  it('never answers a password hash', async () => {
    const res = await list({ username: 'zhangsan' });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/scrypt|"password"|loginFailCount|lockUntil/);
    const one = await t.call('GET', '/sys/user/queryById', { token: admin, query: { id: res.body.result.records[0].id } });
    expect(JSON.stringify(one.body)).not.toMatch(/scrypt|"password"/);
  });

  it('lists with username, realname, sex, birthday and status filters, sort and paging', async () => {
    await add({ username: 'lisi', realname: '李四', sex: 2, birthday: '1985-01-01' });
    await add({ username: 'wangwu', realname: '王五', sex: 1, birthday: '2000-12-31' });
    expect((await list({ username: 'lisi' })).body.result.records.map((r) => r.username)).toEqual(['lisi']);
    expect((await list({ realname: '*五*' })).body.result.records.map((r) => r.username)).toEqual(['wangwu']);
    expect((await list({ sex: '2' })).body.result.records.map((r) => r.username)).toEqual(['lisi']);
    expect((await list({ birthday_begin: '1989-01-01', birthday_end: '1999-12-31' })).body.result.records.map((r) => r.username)).toEqual(['zhangsan']);
    expect((await list({ status: '1', column: 'username', order: 'asc', pageSize: '2' })).body.result)
      .toMatchObject({ total: 4, size: 2, current: 1, pages: 2, records: [{ username: 'admin' }, { username: 'lisi' }] });
    expect((await list({ column: 'username', order: 'asc', pageSize: '2', pageNo: '2' })).body.result.records.map((r) => r.username)).toEqual(['wangwu', 'zhangsan']);
    expect((await list({ column: 'password', order: 'asc' })).status).toBe(400);
    expect((await list({ sex: 'x' })).status).toBe(400);
  });

  it('refuses malformed input with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ username: 'ab' }, 'username'], [{ username: 'bad name!' }, 'username'], [{ username: 'shortpw', password: '123' }, 'password'],
      [{ username: 'weakpw', password: 'abcdefgh2026', confirmpassword: 'abcdefgh2026' }, 'password'],
      [{ username: 'badphone', phone: '12345' }, 'phone'], [{ username: 'bademail', email: 'nope' }, 'email'],
      [{ username: 'badbday', birthday: '1990/1/1' }, 'birthday'], [{ username: 'badavatar', avatar: '../../etc/passwd' }, 'avatar'],
      [{ username: 'jsavatar', avatar: 'javascript:alert(1)' }, 'avatar'], [{ username: 'badroles', selectedroles: "x' or 1=1" }, 'selectedroles'],
      [{ username: 'mismatch', confirmpassword: 'other-pass-1' }, 'confirmpassword'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });

  it('refuses duplicates and unknown relations in place', async () => {
    expect((await add({ username: 'zhangsan' })).body).toMatchObject({ success: false, message: '用户账号已存在' });
    expect((await add({ username: 'dupphone', phone: '13800000001' })).body).toMatchObject({ success: false, message: '手机号码已存在' });
    expect((await add({ username: 'dupwork', workNo: 'W001' })).body).toMatchObject({ success: false, message: '工号已存在' });
    expect((await add({ username: 'norole', selectedroles: 'nope' })).body).toMatchObject({ success: false, message: '角色不存在: nope' });
    expect((await add({ username: 'nodep', selecteddeparts: 'nope' })).body.success).toBe(false);
    expect((await add({ username: 'notenant', relTenantIds: '99' })).body).toMatchObject({ success: false, message: '租户不存在: 99' });
    expect((await add({ username: 'nopost', post: 'no_such_post' })).body).toMatchObject({ success: false, message: '职务不存在: no_such_post' });
    expect((await add({ username: 'headout', selecteddeparts: QA, userIdentity: 2, departIds: PROD })).body)
      .toMatchObject({ success: false, message: '负责部门必须是用户所属的部门' });
  });

  it('checks uniqueness for signed-in users only', async () => {
    const free = await t.call('GET', '/sys/user/checkOnlyUser', { token: admin, query: { username: 'nobody_yet' } });
    expect(free.body).toMatchObject({ success: true, message: '该值可用！' });
    const taken = await t.call('GET', '/sys/user/checkOnlyUser', { token: admin, query: { username: 'zhangsan' } });
    expect(taken.body).toMatchObject({ success: false, message: '用户账号已存在' });
    const zs = (await list({ username: 'zhangsan' })).body.result.records[0];
    expect((await t.call('GET', '/sys/user/checkOnlyUser', { token: admin, query: { phone: '13800000001', id: zs.id } })).body.success).toBe(true);
    expect((await t.call('GET', '/sys/user/checkOnlyUser', { token: admin, query: {} })).status).toBe(400);
    expect((await t.call('GET', '/sys/user/checkOnlyUser', { query: { username: 'zhangsan' } })).status).toBe(401);
  });

  it('edits profile and relations; status, password, username and lock counters cannot be assigned', async () => {
    const zs = (await list({ username: 'zhangsan' })).body.result.records[0];
    const res = await t.call<UserRecord>('PUT', '/sys/user/edit', {
      token: admin,
      body: {
        id: zs.id, realname: '张三丰', selecteddeparts: PROD, userIdentity: 1, selectedroles: '',
        status: 2, password: 'Hacked#pass-1', username: 'root', delFlag: 1, loginFailCount: 99,
      },
    });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, message: MSG.editOk });
    expect(res.body.result).toMatchObject({ username: 'zhangsan', realname: '张三丰', status: 1, userIdentity: 1, departIds: null, orgCode: 'A01A02', updateBy: 'admin' });
    expect((await t.call('GET', '/sys/user/queryUserRole', { token: admin, query: { userid: zs.id } })).body.result).toEqual([]);
    const raw = await t.ctx.db.selectFrom('sysUser').select(['loginFailCount', 'delFlag']).where('id', '=', zs.id).executeTakeFirstOrThrow();
    expect(raw).toEqual({ loginFailCount: 0, delFlag: 0 });
    await expect(t.login('zhangsan', PASSWORD)).resolves.toBeTruthy();
    await expect(t.login('zhangsan', 'Hacked#pass-1')).rejects.toThrow();
    // Fields not sent stay as they were.
    const partial = await t.call<UserRecord>('PUT', '/sys/user/edit', { token: admin, body: { id: zs.id, workNo: 'W009' } });
    expect(partial.body.result).toMatchObject({ realname: '张三丰', workNo: 'W009', phone: '13800000001', orgCode: 'A01A02' });
    expect((await t.call('PUT', '/sys/user/edit', { token: admin, body: { realname: 'x' } })).status).toBe(400);
    expect((await t.call('PUT', '/sys/user/edit', { token: admin, body: { id: 'missing', realname: 'x' } })).body.success).toBe(false);
  });

  it('freezing ends the user\'s sessions at once; unfreezing lets them sign in again', async () => {
    const zs = (await list({ username: 'zhangsan' })).body.result.records[0];
    const token = await t.login('zhangsan', PASSWORD);
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(200);
    const frozen = await t.call('PUT', '/sys/user/frozenBatch', { token: admin, query: { ids: `${zs.id},`, status: '2' } });
    expect(frozen.body).toMatchObject({ success: true, message: '冻结成功!' });
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(401);
    expect((await list({ username: 'zhangsan' })).body.result.records[0]).toMatchObject({ status: 2, status_dictText: '冻结' });
    await expect(t.login('zhangsan', PASSWORD)).rejects.toThrow();
    // JeecgBoot's client sends the same as a JSON body.
    const thawed = await t.call('PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: zs.id, status: 1 } });
    expect(thawed.body).toMatchObject({ success: true, message: '解冻成功!' });
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(401);
    await expect(t.login('zhangsan', PASSWORD)).resolves.toBeTruthy();
    expect((await t.call('PUT', '/sys/user/frozenBatch', { token: admin, query: { ids: zs.id, status: '3' } })).status).toBe(400);
    const self = (await list({ username: 'admin' })).body.result.records[0];
    expect((await t.call('PUT', '/sys/user/frozenBatch', { token: admin, query: { ids: self.id, status: '2' } })).body)
      .toMatchObject({ success: false, message: '不能冻结当前登录的用户' });
  });

  it('an administrator resets a password: old sessions end, a login lock lifts', async () => {
    const token = await t.login('lisi', PASSWORD);
    await t.ctx.db.updateTable('sysUser').set({ lockUntil: Date.now() + 600_000, loginFailCount: 3 }).where('username', '=', 'lisi').execute();
    const res = await t.call('PUT', '/sys/user/changePassword', { token: admin, body: { username: 'lisi', password: 'Reset#pass-2026', confirmpassword: 'Reset#pass-2026' } });
    expect(res.body).toMatchObject({ success: true, message: MSG.passwordChanged });
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(401);
    await expect(t.login('lisi', 'Reset#pass-2026')).resolves.toBeTruthy();
    expect((await t.call('PUT', '/sys/user/changePassword', { token: admin, body: { username: 'lisi', password: 'short' } })).status).toBe(400);
    // Long enough but of two kinds only: refused with the rule's own sentence, and the old password still works.
    const weak = await t.call('PUT', '/sys/user/changePassword', { token: admin, body: { username: 'lisi', password: 'resetpass2026', confirmpassword: 'resetpass2026' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain(PASSWORD_RULE.classesMessage);
    await expect(t.login('lisi', 'Reset#pass-2026')).resolves.toBeTruthy();
    expect((await t.call('PUT', '/sys/user/changePassword', { token: admin, body: { username: 'ghost', password: 'Ghost#pass-1' } })).body.success).toBe(false);
  });

  it('lists the members of a department', async () => {
    const res = await t.call<UserRecord[]>('GET', '/sys/user/queryUserByDepId', { token: admin, query: { id: PROD } });
    expect(res.body.result.map((u) => u.username)).toEqual(['zhangsan']);
    expect((await t.call<UserRecord[]>('GET', '/sys/user/queryUserByDepId', { token: admin, query: { id: PROD, realname: '李' } })).body.result).toEqual([]);
    expect((await t.call('GET', '/sys/user/queryUserByDepId', { token: admin })).status).toBe(400);
  });

  it('deletes softly, ends the sessions and keeps the username taken', async () => {
    const ww = (await list({ username: 'wangwu' })).body.result.records[0];
    const token = await t.login('wangwu', PASSWORD);
    expect((await t.call('DELETE', '/sys/user/delete', { token: admin, query: { id: ww.id } })).body).toMatchObject({ success: true, message: MSG.deleteOk });
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(401);
    expect((await list({ username: 'wangwu' })).body.result.total).toBe(0);
    expect((await add({ username: 'wangwu' })).body).toMatchObject({ success: false, message: '用户账号已存在' });
    const ls = (await list({ username: 'lisi' })).body.result.records[0];
    expect((await t.call('DELETE', '/sys/user/deleteBatch', { token: admin, query: { ids: `${ls.id},` } })).body.message).toBe(MSG.deleteBatchOk);
    const self = (await list({ username: 'admin' })).body.result.records[0];
    expect((await t.call('DELETE', '/sys/user/delete', { token: admin, query: { id: self.id } })).body.message).toBe('不能删除当前登录的用户');
  });

  it('editing one\'s own account cannot change one\'s roles, departments, tenants or identity', async () => {
    const mgrId = await t.createUser('selfmgr', 'Selfmgr#pass-1', [SYS_PERMS.user.edit, SYS_PERMS.user.list]);
    const token = await t.login('selfmgr', 'Selfmgr#pass-1');
    const adminRole = (await t.call<Array<{ id: string; roleCode: string }>>('GET', '/sys/role/queryall', { token: admin })).body.result.find((r) => r.roleCode === 'admin')!;
    for (const change of [{ selectedroles: adminRole.id }, { selecteddeparts: QA }, { userIdentity: 2 }, { relTenantIds: '1' }]) {
      const res = await t.call('PUT', '/sys/user/edit', { token, body: { id: mgrId, ...change } });
      expect(res.body, JSON.stringify(change)).toMatchObject({ success: false, message: '不能修改自己的角色、部门、租户或身份，请由其他管理员修改' });
    }
    const roles = await t.ctx.db.selectFrom('sysUserRole').select('roleId').where('userId', '=', mgrId).execute();
    expect(roles.map((r) => r.roleId)).not.toContain(adminRole.id);
    // The profile itself is theirs to edit, and sending the unchanged relations is fine.
    const ok = await t.call<UserRecord>('PUT', '/sys/user/edit', { token, body: { id: mgrId, realname: '自己改名', selectedroles: roles.map((r) => r.roleId).join(','), selecteddeparts: '', userIdentity: 1 } });
    expect(ok.body.result).toMatchObject({ realname: '自己改名' });
  });

  it('a user manager without other codes is limited to the user routes', async () => {
    await t.createUser('usermgr', 'Usermgr#pass-1', [SYS_PERMS.user.list]);
    const token = await t.login('usermgr', 'Usermgr#pass-1');
    expect((await t.call('GET', '/sys/user/list', { token })).status).toBe(200);
    expect((await t.call('POST', '/sys/user/add', { token, body: { username: 'sneaky', password: PASSWORD, realname: 'x' } })).status).toBe(403);
    expect((await t.call('PUT', '/sys/user/frozenBatch', { token, query: { ids: 'x', status: '2' } })).status).toBe(403);
  });
});
