import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_ROUTE_TEXT, type DictItem, type PageResult, type Sharing } from '@foodtrace/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { redactedUrl } from '../src/platform/redis/shared-state.ts';
import { databaseTargets, eventually, redisTarget, startApp, type TestApp } from './harness.ts';

const redisUrl = redisTarget();

/**
 * Two instances of one deployment (DESIGN.md §1: REDIS_URL, one database, any load balancer): what one learns,
 * the other learns — the gateway's switches, dictionary changes, bus messages — and a caller's rate limit is
 * counted once, not once per instance. The second instance is the same configuration built again.
 */
describe.skipIf(!redisUrl)('two instances sharing Redis', () => {
  let a: TestApp;
  let b: BuiltApp;
  let admin: string;
  const prefix = `ft-test-${randomBytes(4).toString('hex')}:`;
  const inject = (app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, payload, headers: { 'x-access-token': admin } });

  beforeAll(async () => {
    a = await startApp(databaseTargets()[0], { redis: { url: redisUrl!, prefix }, publicRateLimit: 5 });
    b = await buildApp(a.config);
    await b.app.ready();
    admin = await a.login();
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });

  it('counts a caller once across instances: the limit is reached whichever instance answers', async () => {
    const scan = (app: FastifyInstance) => inject(app, 'GET', '/public/foodcode?code=NOSUCHCODE000');
    const codes = [];
    for (const app of [a.app, b.app, a.app, b.app, a.app, b.app]) codes.push((await scan(app)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await scan(a.app);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops a gateway route on every instance, and starts it again', async () => {
    const routes = (await inject(a.app, 'GET', '/sys/gatewayRoute/list?pageSize=50')).json().result.records as Array<{ id: string; routerId: string }>;
    const excel = routes.find((r) => r.routerId === 'excel-import')!;
    const importOnB = () => inject(b.app, 'POST', '/foodtrace/product/importExcel');
    const status = async () => (await importOnB()).statusCode;
    expect(await status()).not.toBe(503); // no file: refused by the handler, not by the gateway

    await a.call('PUT', '/sys/gatewayRoute/edit', { token: admin, body: { id: excel.id, status: '0' } });
    expect(await eventually(status, (s) => s === 503)).toBe(503);
    expect((await importOnB()).json().message).toBe(GATEWAY_ROUTE_TEXT.stopped('Excel 导入'));

    await a.call('PUT', '/sys/gatewayRoute/edit', { token: admin, body: { id: excel.id, status: '1' } });
    expect(await eventually(status, (s) => s !== 503)).not.toBe(503);
  });

  it('shows a dictionary edited on one instance in the translations of the other', async () => {
    const sexTexts = async () => ((await inject(b.app, 'GET', '/sys/dict/getDictItems/sex')).json().result as DictItem[]).map((i) => i.text);
    expect(await sexTexts()).toEqual(['男', '女']); // and now in b's cache
    expect(await b.ctx.dict.text('sex', '1')).toBe('男');
    const dict = (await a.call<PageResult<{ id: string; dictCode: string }>>('GET', '/sys/dict/list', { token: admin, query: { dictCode: 'sex' } })).body.result.records[0];
    const items = (await a.call<PageResult<{ id: string; itemValue: string }>>('GET', '/sys/dictItem/list', { token: admin, query: { dictId: dict.id } })).body.result.records;
    const male = items.find((i) => i.itemValue === '1')!;
    expect((await a.call('PUT', '/sys/dictItem/edit', { token: admin, body: { id: male.id, itemText: '男性' } })).body.success).toBe(true);
    expect(await eventually(() => b.ctx.dict.text('sex', '1'), (t) => t === '男性')).toBe('男性');
    await a.call('PUT', '/sys/dictItem/edit', { token: admin, body: { id: male.id, itemText: '男' } });
  });

  it('carries bus messages between the instances of one prefix only', async () => {
    const heard: unknown[] = [];
    const stop = b.ctx.bus.subscribe('test:ping', (m) => heard.push(m));
    const other = await buildApp(loadConfig({ ...process.env }, { ...a.config, redis: { url: redisUrl!, prefix: `${prefix}other:` } }));
    try {
      const strayHeard: unknown[] = [];
      other.ctx.bus.subscribe('test:ping', (m) => strayHeard.push(m));
      await b.ctx.bus.ready();
      await other.ctx.bus.ready();
      await a.ctx.bus.publish('test:ping', { n: 1, text: '溯源' });
      expect(await eventually(async () => heard, (h) => h.length === 1)).toEqual([{ n: 1, text: '溯源' }]);
      await new Promise((r) => setTimeout(r, 100));
      expect(strayHeard).toEqual([]); // another deployment on the same Redis
    } finally {
      stop();
      await other.app.close();
    }
  });

  it('says in 系统监控 that the instance shares its state through Redis, without the password', async () => {
    const sharing = (await inject(b.app, 'GET', '/sys/monitor/server')).json().result.sharing as Sharing;
    expect(sharing).toMatchObject({ mode: 'redis', prefix, connected: true, version: expect.stringMatching(/^\d+\.\d+/) });
    expect(redactedUrl('redis://:s3cret@10.0.0.5:6379/2')).toBe('redis://:***@10.0.0.5:6379/2');
    expect(redactedUrl('rediss://ops:s3cret@cache.example.cn:6380')).toBe('rediss://ops:***@cache.example.cn:6380');
  });

  it('refuses to start when REDIS_URL cannot be reached, saying so', async () => {
    await expect(buildApp({ ...a.config, redis: { url: 'redis://127.0.0.1:1/0', prefix } })).rejects.toThrow(/^无法连接 Redis（REDIS_URL）/);
  });
});
