import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_TYPE, permissionCode, sysLogResource, type PageResult } from '@foodtrace/contracts';
import { databaseTargets, eventually, startApp, type TestApp } from './harness.ts';

/**
 * 日志管理 (sysLogResource): the sign-in log and the operation log as the screen reads them — what each write
 * was in words and how it ended, secrets masked, read-only. The generic walk (resources.test.ts) covers 401/403.
 */
type LogRow = Record<string, unknown> & { logContent: string; requestParam: string | null };

describe.each(databaseTargets())('system log on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const list = (query: Record<string, string>, token = admin) =>
    t.call<PageResult<LogRow>>('GET', '/sys/log/list', { token, query: { pageSize: '50', ...query } });
  /** The operation log is written after the answer has gone: wait until `count` rows are there. */
  const logged = async (query: Record<string, string>, count = 1): Promise<LogRow[]> =>
    (await eventually(() => list(query), (res) => res.body.result.total >= count)).body.result.records;

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  it('lists sign-ins and failed sign-ins as 登录日志, newest first', async () => {
    await t.createUser('logbob', 'Logbob#pass-1');
    await t.call('POST', '/sys/login', { body: { username: 'logbob', password: 'wrong-password' } });
    await t.login('logbob', 'Logbob#pass-1');
    const rows = await logged({ logType: String(LOG_TYPE.login), username: 'logbob' }, 2);
    expect(rows.map((r) => r.logContent)).toEqual([
      expect.stringMatching(/^用户名: logbob, 登录成功/),
      expect.stringMatching(/^用户名: logbob, 登录失败/),
    ]);
    expect(rows[0]).toMatchObject({ logType: LOG_TYPE.login, logType_dictText: '登录日志' });
    expect(rows[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // the search form's 日志内容 is a contains-search
    const failed = await list({ logType: String(LOG_TYPE.login), logContent: '*logbob, 登录失败*' });
    expect(failed.body.result.total).toBe(1);
  });

  it('says what each write was and how it ended, with the request and its secrets masked', async () => {
    const body = { code: 'LOG_QA', name: '质量主管', rank: '3' };
    expect((await t.call('POST', '/sys/position/add', { token: admin, body })).body.success).toBe(true);
    expect((await t.call('POST', '/sys/position/add', { token: admin, body })).body.message).toBe('职务编码已存在');
    const all = await logged({ logType: String(LOG_TYPE.operation), requestUrl: '/api/sys/position/add' }, 2);
    expect(all.map((r) => r.logContent).sort()).toEqual(['添加职务「质量主管」：失败（职务编码已存在）', '添加职务「质量主管」：成功']);
    expect(all[0]).toMatchObject({ username: 'admin', operateType: 2, operateType_dictText: '添加', requestType: 'POST' });
    expect(JSON.parse(all[0].requestParam!)).toEqual(body);

    // a route's summary names the action; its secrets never reach the log
    await t.createUser('logcarol', 'Logcarol#pass-1');
    await t.call('PUT', '/sys/user/changePassword', { token: admin, body: { username: 'logcarol', password: 'Carol#new-pass-2', confirmpassword: 'Carol#new-pass-2' } });
    const [reset] = await logged({ logType: String(LOG_TYPE.operation), requestUrl: '/api/sys/user/changePassword' });
    expect(reset.logContent).toMatch(/^重置用户密码「logcarol」：成功$/);
    // a delete names how many, or which
    await t.call('DELETE', '/sys/position/deleteBatch', { token: admin, query: { ids: 'nope1,nope2' } });
    const [batch] = await logged({ logType: String(LOG_TYPE.operation), requestUrl: '/api/sys/position/deleteBatch' });
    expect(batch.logContent).toMatch(/^批量删除职务（2 条）：/);
    expect(batch.operateType_dictText).toBe('删除');
    // a POST that adds nothing is not an 添加: 重置用户密码 changes a user
    expect(reset.operateType_dictText).toBe('修改');
    expect(reset.requestParam).toContain('"password":"******"');
    expect(reset.requestParam).not.toContain('Carol#new-pass-2');
  });

  it('is read-only: no add, edit, delete or data log, and reading writes nothing', async () => {
    const before = (await list({ logType: String(LOG_TYPE.operation) })).body.result.total;
    const [first] = (await list({})).body.result.records;
    const one = await t.call<LogRow>('GET', '/sys/log/queryById', { token: admin, query: { id: first.id as string } });
    expect(one.body.result.id).toBe(first.id);
    expect((await t.call('POST', '/sys/log/add', { token: admin, body: {} })).status).toBe(404);
    expect((await t.call('PUT', '/sys/log/edit', { token: admin, body: {} })).status).toBe(404);
    expect((await t.call('DELETE', '/sys/log/delete', { token: admin, query: { id: first.id as string } })).status).toBe(404);
    expect((await t.call('GET', '/sys/log/dataLog', { token: admin, query: { id: first.id as string } })).status).toBe(404);
    expect((await list({ logType: String(LOG_TYPE.operation) })).body.result.total).toBe(before);
  });

  it('filters by time and sorts by what a log row has', async () => {
    const all = (await list({})).body.result.total;
    expect((await list({ createTime_begin: '2000-01-01 00:00:00', createTime_end: '2999-12-31 23:59:59' })).body.result.total).toBe(all);
    expect((await list({ createTime_end: '2000-01-01 00:00:00' })).body.result.total).toBe(0);
    // operation rows all have a 耗时 (where nulls sort differs between databases, sign-ins have none)
    const slowest = (await list({ logType: String(LOG_TYPE.operation), column: 'costTime', order: 'desc' })).body.result.records.map((r) => Number(r.costTime));
    expect(slowest.length).toBeGreaterThan(1);
    expect(slowest).toEqual([...slowest].sort((a, b) => b - a));
    // a log row is never updated: there is no 更新时间 to sort or filter by
    expect((await list({ column: 'updateTime', order: 'desc' })).status).toBe(400);
  });

  it('a user granted only 查询 lists the log and is refused the rest', async () => {
    await t.createUser('logauditor', 'Logaudit#pass-1', [permissionCode(sysLogResource, 'list')]);
    const auditor = await t.login('logauditor', 'Logaudit#pass-1');
    expect((await list({}, auditor)).body.success).toBe(true);
    const denied = await t.call('GET', '/sys/log/queryById', { token: auditor, query: { id: 'x' } });
    expect(denied.status).toBe(403);
  });
});
