import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITOR_PERMS, type ServerStatus } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/** 系统监控: the figures are the running server's own, on each database; only its code reads them. */
describe.each(databaseTargets())('server monitor on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  it('reports the service, machine, process, database, storage and the day\'s use', async () => {
    const res = await t.call<ServerStatus>('GET', '/sys/monitor/server', { token: admin });
    expect(res.body.success).toBe(true);
    const s = res.body.result;
    expect(s.service).toMatchObject({ node: process.version, pid: process.pid, timeZone: t.config.timeZone });
    expect(s.service.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(s.host.cpus).toBeGreaterThan(0);
    expect(s.host.memoryTotal).toBeGreaterThan(s.host.memoryFree);
    expect(s.process.rss).toBeGreaterThan(0);
    expect(s.database.kind).toBe(t.ctx.kind);
    expect(s.database.version).not.toBe('');
    expect(s.database.size).toBeGreaterThan(0);
    const users = s.database.tables.find((x) => x.name === 'sys_user')!;
    expect(users).toMatchObject({ label: '用户' });
    expect(users.rows).toBeGreaterThanOrEqual(1);
    expect(s.usage.onlineSessions).toBeGreaterThanOrEqual(1);
    expect(s.storage.diskTotal === null || s.storage.diskTotal > 0).toBe(true);
    expect(s.sharing).toEqual({ mode: 'single' }); // no REDIS_URL (multi-instance.test.ts has one)
  });

  it('counts today\'s failed sign-ins', async () => {
    const before = (await t.call<ServerStatus>('GET', '/sys/monitor/server', { token: admin })).body.result.usage.failedSignInsToday;
    await t.call('POST', '/sys/login', { body: { username: 'admin', password: 'not-the-password' } });
    const after = (await t.call<ServerStatus>('GET', '/sys/monitor/server', { token: admin })).body.result.usage.failedSignInsToday;
    expect(after).toBe(before + 1);
  });

  it('answers 401 without a session and 403 without 查看系统监控', async () => {
    expect((await t.call('GET', '/sys/monitor/server')).status).toBe(401);
    await t.createUser('monitornobody', 'Monitornob#pass-1');
    const nobody = await t.login('monitornobody', 'Monitornob#pass-1');
    expect((await t.call('GET', '/sys/monitor/server', { token: nobody })).status).toBe(403);
    await t.createUser('monitorkeeper', 'Monitorkeep#pass-1', [MONITOR_PERMS.view]);
    const keeper = await t.login('monitorkeeper', 'Monitorkeep#pass-1');
    expect((await t.call('GET', '/sys/monitor/server', { token: keeper })).body.success).toBe(true);
  });
});
