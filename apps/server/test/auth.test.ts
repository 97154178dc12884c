import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PASSWORD_RULE, type LoginResult, type PermissionResult } from '@foodtrace/contracts';
import { ADMIN_PASSWORD, databaseTargets, startApp, type TestApp } from './harness.ts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';

describe.each(databaseTargets())('sign-in and session on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => { t = await startApp(target, { loginRateLimit: 1000 }); });
  afterAll(async () => { await t?.close(); });

  it('answers the JeecgBoot login shape and never the password hash', async () => {
    const res = await t.call<LoginResult>('POST', '/sys/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 200, message: MSG.loginOk });
    const r = res.body.result;
    expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.userInfo).toMatchObject({ username: 'admin', realname: '系统管理员', orgCode: 'A01' });
    expect(r.multi_depart).toBe(1);
    expect(r.departs.map((d) => d.orgCode)).toEqual(['A01']);
    expect(r.sysAllDictItems.sex).toEqual([{ value: '1', text: '男', title: '男' }, { value: '2', text: '女', title: '女' }]);
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password"/);
  });

  it('gives one generic message for unknown user and wrong password', async () => {
    const unknown = await t.call('POST', '/sys/login', { body: { username: 'nobody', password: 'whatever1' } });
    const wrong = await t.call('POST', '/sys/login', { body: { username: 'admin', password: 'wrong-password' } });
    for (const r of [unknown, wrong]) {
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: false, code: 500, message: MSG.loginFailed });
    }
  });

  it('locks an account for 10 minutes after 5 failures, then lets it in again', async () => {
    await t.createUser('locky', 'Locky#pass-1');
    for (let i = 0; i < 5; i++) await t.call('POST', '/sys/login', { body: { username: 'locky', password: 'bad' } });
    const locked = await t.call('POST', '/sys/login', { body: { username: 'locky', password: 'Locky#pass-1' } });
    expect(locked.body).toMatchObject({ success: false, message: MSG.loginFailed });
    const row = await t.ctx.db.selectFrom('sysUser').select('lockUntil').where('username', '=', 'locky').executeTakeFirstOrThrow();
    expect(row.lockUntil! - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row.lockUntil! - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    // the administrator sees the lock in the user list, and 解锁 (unfreeze) lets the user in at once
    const admin = await t.login();
    const listed = async () => (await t.call<{ records: Array<{ username: string; lockedUntil: string | null }> }>('GET', '/sys/user/list', { token: admin, query: { username: 'locky' } })).body.result.records[0];
    expect((await listed()).lockedUntil).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await t.call('PUT', '/sys/user/frozenBatch', { token: admin, query: { ids: (await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'locky').executeTakeFirstOrThrow()).id, status: '1' } })).body.success).toBe(true);
    expect((await listed()).lockedUntil).toBeNull();
    expect((await t.call('POST', '/sys/login', { body: { username: 'locky', password: 'Locky#pass-1' } })).body.success).toBe(true);
    for (let i = 0; i < 5; i++) await t.call('POST', '/sys/login', { body: { username: 'locky', password: 'bad' } });
    await t.ctx.db.updateTable('sysUser').set({ lockUntil: Date.now() - 1 }).where('username', '=', 'locky').execute();
    expect((await t.call('POST', '/sys/login', { body: { username: 'locky', password: 'Locky#pass-1' } })).body.success).toBe(true);
  });

  it('refuses a frozen user with the same message', async () => {
    await t.createUser('frosty', 'Frosty#pass-1');
    await t.ctx.db.updateTable('sysUser').set({ status: 2 }).where('username', '=', 'frosty').execute();
    const res = await t.call('POST', '/sys/login', { body: { username: 'frosty', password: 'Frosty#pass-1' } });
    expect(res.body).toMatchObject({ success: false, message: MSG.loginFailed });
  });

  it('rejects a malformed login body with 400 naming the field', async () => {
    const res = await t.call('POST', '/sys/login', { body: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('username');
  });

  it('requires a session on every non-public route (401 with Token失效)', async () => {
    for (const url of ['/sys/permission/getUserPermissionByToken', '/sys/user/getCurrentUserDeparts', '/sys/position/list', '/sys/dict/getDictItems/sex']) {
      const res = await t.call('GET', url);
      expect(res.status, url).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 401, message: MSG.tokenInvalid });
    }
    expect((await t.call('GET', '/sys/position/list', { token: 'forged-token' })).status).toBe(401);
  });

  it('logout revokes the token and finishes even with an invalid token', async () => {
    const token = await t.login();
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(200);
    expect((await t.call('POST', '/sys/logout', { token })).body.success).toBe(true);
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(401);
    expect((await t.call('POST', '/sys/logout', { token })).body.success).toBe(true);
    expect((await t.call('POST', '/sys/logout')).body.success).toBe(true);
  });

  it('an expired session is refused', async () => {
    const token = await t.login();
    await t.ctx.db.updateTable('sysSession').set({ expiresAt: Date.now() - 1 }).execute();
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(401);
  });

  it('answers menu, auth and allAuth in the JeecgBoot shapes', async () => {
    const token = await t.login();
    const res = await t.call<PermissionResult>('GET', '/sys/permission/getUserPermissionByToken', { token });
    const { menu, auth, allAuth } = res.body.result;
    expect(menu[0]).toMatchObject({ path: '/dashboard/analysis', name: 'dashboard-analysis', component: 'dashboard/Analysis', route: '1', meta: { title: '首页', componentName: 'Analysis', keepAlive: false, internalOrExternal: false } });
    const system = menu.find((m) => m.path === '/isystem')!;
    expect(system).toMatchObject({ component: 'layouts/RouteView', redirect: null });
    const positions = system.children?.find((c) => c.path === '/isystem/position');
    expect(positions).toMatchObject({ component: 'system/PositionList', meta: { title: '职务管理', keepAlive: true } });
    expect(positions).not.toHaveProperty('redirect');
    expect(auth).toContainEqual({ action: 'system:position:add', type: '1', describe: '职务添加' });
    expect(allAuth).toContainEqual({ action: 'system:position:add', type: '1', describe: '职务添加', status: '1' });
  });

  it('a user without grants sees only home and gets 403 (code 510) on granted routes', async () => {
    await t.createUser('plain', 'Plain#pass-1');
    const token = await t.login('plain', 'Plain#pass-1');
    const perms = await t.call<PermissionResult>('GET', '/sys/permission/getUserPermissionByToken', { token });
    expect(perms.body.result.menu.map((m) => m.path)).toEqual(['/dashboard/analysis']);
    expect(perms.body.result.auth).toEqual([]);
    const res = await t.call('GET', '/sys/position/list', { token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 510, message: MSG.noAuthz });
  });

  it('a role change takes effect on the next call', async () => {
    const userId = await t.createUser('grow', 'Grow#pass-1', ['system:position:list']);
    const token = await t.login('grow', 'Grow#pass-1');
    expect((await t.call('GET', '/sys/position/list', { token })).status).toBe(200);
    await t.ctx.db.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
    expect((await t.call('GET', '/sys/position/list', { token })).status).toBe(403);
  });

  it('updatePassword checks the old password and ends the other sessions', async () => {
    await t.createUser('pwuser', 'Old#pass-123');
    const a = await t.login('pwuser', 'Old#pass-123');
    const b = await t.login('pwuser', 'Old#pass-123');
    const wrongOld = await t.call('POST', '/sys/user/updatePassword', { token: a, body: { username: 'pwuser', oldpassword: 'nope', password: 'New#pass-456', confirmpassword: 'New#pass-456' } });
    expect(wrongOld.body).toMatchObject({ success: false, message: MSG.oldPasswordWrong });
    const mismatch = await t.call('PUT', '/sys/user/updatePassword', { token: a, body: { username: 'pwuser', oldpassword: 'Old#pass-123', password: 'New#pass-456', confirmpassword: 'Other#pass-1' } });
    expect(mismatch.body).toMatchObject({ success: false, message: MSG.passwordMismatch });
    const other = await t.call('POST', '/sys/user/updatePassword', { token: a, body: { username: 'admin', oldpassword: 'Old#pass-123', password: 'New#pass-456', confirmpassword: 'New#pass-456' } });
    expect(other.status).toBe(403);
    const same = await t.call('POST', '/sys/user/updatePassword', { token: a, body: { username: 'pwuser', oldpassword: 'Old#pass-123', password: 'Old#pass-123', confirmpassword: 'Old#pass-123' } });
    expect(same.body).toMatchObject({ success: false, message: MSG.samePassword });
    const weak = await t.call('POST', '/sys/user/updatePassword', { token: a, body: { username: 'pwuser', oldpassword: 'Old#pass-123', password: 'newpassword', confirmpassword: 'newpassword' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain(PASSWORD_RULE.classesMessage);
    const done = await t.call('POST', '/sys/user/updatePassword', { token: a, body: { username: 'pwuser', oldpassword: 'Old#pass-123', password: 'New#pass-456', confirmpassword: 'New#pass-456' } });
    expect(done.body).toMatchObject({ success: true, message: MSG.passwordChanged });
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken', { token: a })).status).toBe(200);
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken', { token: b })).status).toBe(401);
    await expect(t.login('pwuser', 'Old#pass-123')).rejects.toThrow();
    await expect(t.login('pwuser', 'New#pass-456')).resolves.toBeTruthy();
  });

  it('lists the current departments and switches only among them', async () => {
    const token = await t.login();
    const list = await t.call<{ list: Array<{ orgCode: string }>; orgCode: string }>('GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(list.body.result).toMatchObject({ orgCode: 'A01', list: [{ orgCode: 'A01' }] });
    const ok = await t.call<{ userInfo: { orgCode: string } }>('POST', '/sys/selectDepart', { token, body: { orgCode: 'A01', username: 'admin' } });
    expect(ok.body.result.userInfo.orgCode).toBe('A01');
    const foreign = await t.call('POST', '/sys/selectDepart', { token, body: { orgCode: 'A01A02', username: 'admin' } });
    expect(foreign.body.success).toBe(false);
    const someoneElse = await t.call('POST', '/sys/selectDepart', { token, body: { orgCode: 'A01', username: 'plain' } });
    expect(someoneElse.status).toBe(403);
  });

  it('a user in several departments gets multi_depart 2', async () => {
    const id = await t.createUser('multi', 'Multi#pass-1');
    const { newId } = await import('../src/platform/db/ids.ts');
    for (const dep of [SEED_IDS.qaDepart, SEED_IDS.productionDepart]) {
      await t.ctx.db.insertInto('sysUserDepart').values({ id: newId(), userId: id, depId: dep }).execute();
    }
    const res = await t.call<LoginResult>('POST', '/sys/login', { body: { username: 'multi', password: 'Multi#pass-1' } });
    expect(res.body.result.multi_depart).toBe(2);
    expect(res.body.result.departs).toHaveLength(2);
  });

  it('writes login and operation logs without secrets', async () => {
    const token = await t.login();
    await t.call('POST', '/sys/user/updatePassword', { token, body: { username: 'admin', oldpassword: 'bad-old', password: 'Secret#pass-9', confirmpassword: 'Secret#pass-9' } });
    const logs = await t.ctx.db.selectFrom('sysLog').selectAll().execute();
    expect(logs.some((l) => l.logType === 1 && l.logContent?.includes('登录成功'))).toBe(true);
    const op = logs.find((l) => l.requestUrl?.endsWith('/sys/user/updatePassword'));
    expect(op?.requestParam).toContain('******');
    expect(JSON.stringify(logs)).not.toContain('Secret#pass-9');
  });
});

describe('per-address sign-in rate limit', () => {
  it('answers 429 past the limit', async () => {
    const t = await startApp({ name: 'sqlite' }, { loginRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await t.call('POST', '/sys/login', { body: { username: 'x', password: 'y' } })).status);
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses[4]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
