import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_ROUTE_TEXT, type PageResult, type RouteInterface } from '@foodtrace/contracts';
import { buildApp } from '../src/app.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

type Row = Record<string, unknown> & { id: string; routerId: string };

/**
 * 网关路由: a route switched off stops its interfaces at once (503, before access control), switched on they
 * answer again; the calls that sign in and run the screen cannot be stopped; 匹配接口 lists what a 路径断言
 * covers with what each call takes. The generic walk (resources.test.ts) covers the CRUD and its 401/403.
 */
describe.each(databaseTargets())('网关路由 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const routes = async () => (await t.call<PageResult<Row>>('GET', '/sys/gatewayRoute/list', { token: admin, query: { pageSize: '50' } })).body.result.records;
  const preset = async (routerId: string) => (await routes()).find((r) => r.routerId === routerId)!;
  const setStatus = async (id: string, status: '0' | '1') => (await t.call('PUT', '/sys/gatewayRoute/edit', { token: admin, body: { id, status } })).body;
  const suggest = () => t.call('POST', '/public/suggest', { body: { content: '网关测试的建议内容' } });
  const interfaces = async (predicates: string, token = admin) => t.call<RouteInterface[]>('GET', '/sys/gatewayRoute/interfaces', { token, query: { predicates } });

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  it('comes with the routes an operator needs, which can be stopped but not deleted', async () => {
    expect((await routes()).map((r) => r.routerId)).toEqual(['consumer-suggest', 'excel-import', 'foodtrace', 'online-report', 'public-trace', 'system']);
    const suggestRoute = await preset('consumer-suggest');
    expect(suggestRoute).toMatchObject({ name: '消费者建议提交', predicates: '/public/suggest', status: '1', status_dictText: '有效', persist: '1' });
    const refused = await t.call('DELETE', '/sys/gatewayRoute/delete', { token: admin, query: { id: suggestRoute.id } });
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining(GATEWAY_ROUTE_TEXT.reserved) });
  });

  it('stops a route\'s interfaces at once and only those, and lets them answer again when switched on', async () => {
    const route = await preset('consumer-suggest');
    expect((await suggest()).status).toBe(400); // answered: no code given
    expect(await setStatus(route.id, '0')).toMatchObject({ success: true });
    const stopped = await suggest();
    expect(stopped).toEqual({ status: 503, body: expect.objectContaining({ success: false, code: 503, message: '服务「消费者建议提交」已停用，请稍后再试' }) });
    // the scan page next to it still answers
    expect((await t.call('GET', '/public/foodcode', { query: { code: 'ZZZZZZZZZZZZ' } })).status).not.toBe(503);
    expect(await setStatus(route.id, '1')).toMatchObject({ success: true });
    expect((await suggest()).status).toBe(400);
  });

  it('stops before access control: a stopped call answers 503 whoever makes it', async () => {
    const made = await t.call<Row>('POST', '/sys/gatewayRoute/add', {
      token: admin, body: { routerId: 'stop-product-add', name: '产品新增', predicates: '/foodtrace/product/add', status: '0', remark: '盘点期间' },
    });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    expect((await t.call('POST', '/foodtrace/product/add', { token: admin, body: {} })).status).toBe(503);
    expect((await t.call('POST', '/foodtrace/product/add', { body: {} })).status).toBe(503);
    expect((await t.call('GET', '/foodtrace/product/list', { token: admin })).status).toBe(200);

    // and a restart keeps it stopped
    const restarted = await buildApp(t.config);
    try {
      expect((await restarted.app.inject({ method: 'POST', url: '/api/foodtrace/product/add', payload: {} })).statusCode).toBe(503);
    } finally {
      await restarted.app.close();
    }

    // deleting the route (it is not preset) lets the call through again
    expect((await t.call('DELETE', '/sys/gatewayRoute/delete', { token: admin, query: { id: made.body.result.id } })).body.success).toBe(true);
    expect((await t.call('POST', '/foodtrace/product/add', { token: admin, body: {} })).status).toBe(400);
  });

  it('never stops signing in or this screen: such a route cannot be switched off', async () => {
    const system = await preset('system');
    expect(await setStatus(system.id, '0')).toMatchObject({ success: false, message: expect.stringMatching(/^不能停用：路径断言包含登录或网关路由管理所需的接口（/) });
    const added = await t.call('POST', '/sys/gatewayRoute/add', { token: admin, body: { routerId: 'no-login', name: '登录', predicates: '/sys/log*', status: '0' } });
    expect(added.body).toMatchObject({ success: false, message: GATEWAY_ROUTE_TEXT.lifeline(['/sys/login', '/sys/logout']) });
    // switched on, it may say what it likes
    expect((await t.call('POST', '/sys/gatewayRoute/add', { token: admin, body: { routerId: 'login-view', name: '登录', predicates: '/sys/log*', status: '1' } })).body.success).toBe(true);
    expect((await t.call('POST', '/sys/login', { body: { username: 'admin', password: 'wrong' } })).status).not.toBe(503);
  });

  it('lists the interfaces a 路径断言 covers, with what calling each takes', async () => {
    const pub = (await interfaces('/public/**')).body.result;
    expect(pub).toContainEqual({ method: 'GET', path: '/public/foodcode', access: 'public', permissionName: null, lifeline: false });
    expect(pub).toContainEqual({ method: 'POST', path: '/public/suggest', access: 'public', permissionName: null, lifeline: false });
    const add = (await interfaces('/foodtrace/product/*')).body.result;
    expect(add).toContainEqual({ method: 'POST', path: '/foodtrace/product/add', access: 'foodtrace:product:add', permissionName: '产品管理-产品添加', lifeline: false });
    expect(add.every((i) => i.path.startsWith('/foodtrace/product/'))).toBe(true);
    expect((await interfaces('/sys/login')).body.result).toEqual([{ method: 'POST', path: '/sys/login', access: 'public', permissionName: null, lifeline: true }]);
    expect((await interfaces('/nothing/**')).body.result).toEqual([]);
  });

  it('匹配接口 is read with the list permission: 403 without it, 401 signed out', async () => {
    await t.createUser('gw_nobody', 'Nobody#pass-2026');
    expect((await interfaces('/public/**', await t.login('gw_nobody', 'Nobody#pass-2026'))).status).toBe(403);
    expect((await t.call('GET', '/sys/gatewayRoute/interfaces', { query: { predicates: '/public/**' } })).status).toBe(401);
    await t.createUser('gw_reader', 'Reader#pass-2026', ['system:gatewayRoute:list']);
    expect((await interfaces('/public/**', await t.login('gw_reader', 'Reader#pass-2026'))).status).toBe(200);
  });
});
