import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_PERMS, ONLINE_TEXT, type OnlineSession, type PageResult } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/** 在线用户: the live sessions, and 强退 ending one of them for good. */
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) MicroMessenger/8.0';

describe.each(databaseTargets())('online users on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const online = (query: Record<string, string> = {}, token = admin) =>
    t.call<PageResult<OnlineSession>>('GET', '/sys/online/list', { token, query: { pageSize: '50', ...query } });
  const kick = (id: string, token = admin) => t.call('POST', '/sys/online/forceLogout', { token, body: { id } });
  /** Signs in from a given browser (the harness's own calls send none). */
  const loginFrom = async (username: string, password: string, userAgent: string) => {
    const res = await t.app.inject({ method: 'POST', url: `${t.config.apiBase}/sys/login`, headers: { 'user-agent': userAgent }, payload: { username, password } });
    return (res.json() as { result: { token: string } }).result.token;
  };

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await t.createUser('onlinebob', 'Onlinebob#pass-1');
  });
  afterAll(async () => { await t?.close(); });

  it('lists who is signed in now, from what, marking the caller\'s own session', async () => {
    const bob = await loginFrom('onlinebob', 'Onlinebob#pass-1', PHONE);
    const res = await online();
    expect(res.body.success).toBe(true);
    const mine = res.body.result.records.filter((r) => r.current);
    expect(mine).toHaveLength(1);
    expect(mine[0].username).toBe('admin');
    const bobs = (await online({ username: '*onlinebob*' })).body.result.records;
    expect(bobs).toHaveLength(1);
    expect(bobs[0]).toMatchObject({ username: 'onlinebob', realname: 'onlinebob', client: '微信 · iOS 17', userAgent: PHONE, current: false });
    expect(bobs[0].loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(bobs[0].expireTime > bobs[0].loginTime).toBe(true);
    // signing out takes a session off the list
    await t.call('POST', '/sys/logout', { token: bob });
    expect((await online({ username: '*onlinebob*' })).body.result.total).toBe(0);
  });

  it('强退 ends a session at once and says so in the sign-in log', async () => {
    const bob = await loginFrom('onlinebob', 'Onlinebob#pass-1', PHONE);
    expect((await t.call('GET', '/sys/user/getCurrentUserDeparts', { token: bob })).status).toBe(200);
    const [session] = (await online({ username: 'onlinebob' })).body.result.records;
    expect((await kick(session.id)).body).toMatchObject({ success: true, message: ONLINE_TEXT.done });
    expect((await t.call('GET', '/sys/user/getCurrentUserDeparts', { token: bob })).status).toBe(401);
    expect((await online({ username: 'onlinebob' })).body.result.total).toBe(0);
    expect((await kick(session.id)).body).toMatchObject({ success: false, message: ONLINE_TEXT.gone });
    const log = await t.call<PageResult<{ logContent: string; ip: string | null }>>('GET', '/sys/log/list', { token: admin, query: { logType: '1', username: 'onlinebob' } });
    expect(log.body.result.records[0].logContent).toBe(ONLINE_TEXT.logLine('onlinebob', 'admin'));
  });

  it('does not end the caller\'s own session, nor an unknown one', async () => {
    const [mine] = (await online()).body.result.records.filter((r) => r.current);
    expect((await kick(mine.id)).body).toMatchObject({ success: false, message: ONLINE_TEXT.self });
    expect((await t.call('GET', '/sys/online/list', { token: admin })).status).toBe(200);
    expect((await kick('no-such-session')).body.message).toBe(ONLINE_TEXT.gone);
  });

  it('sorts and filters only by what a session has', async () => {
    await t.login();
    const rows = (await online({ column: 'loginTime', order: 'asc' })).body.result.records.map((r) => r.loginTime);
    expect(rows).toEqual([...rows].sort());
    expect((await online({ column: 'createBy', order: 'asc' })).status).toBe(400);
    expect((await online({ createBy: 'admin' })).body.result.total).toBeGreaterThan(0); // not a filter here: ignored
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await t.call('GET', '/sys/online/list')).status).toBe(401);
    await t.createUser('onlinenobody', 'Onlinenobody#pass-1');
    const nobody = await t.login('onlinenobody', 'Onlinenobody#pass-1');
    expect((await online({}, nobody)).status).toBe(403);
    expect((await kick('x', nobody)).status).toBe(403);
    await t.createUser('onlinewatcher', 'Onlinewatch#pass-1', [ONLINE_PERMS.list]);
    const watcher = await t.login('onlinewatcher', 'Onlinewatch#pass-1');
    expect((await online({}, watcher)).body.success).toBe(true);
    expect((await kick('x', watcher)).status).toBe(403);
  });
});
