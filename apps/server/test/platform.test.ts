import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseDuration } from '../src/config.ts';
import { formatInstant, parseWireTime } from '../src/platform/db/time.ts';
import { runSeed } from '../src/modules/system/seed/run-seed.ts';
import { MODULES } from '../src/modules/index.ts';
import { hashPassword, verifyPassword } from '../src/platform/auth/password.ts';
import { maskSecrets } from '../src/platform/audit/audit.ts';
import { nullableCreateTime, up as createTimeNotNull } from '../src/platform/db/migrations/0002-system-create-time-not-null.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { sql, type Kysely } from 'kysely';

describe('configuration', () => {
  it('has embedded defaults for the one-command start', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, apiBase: '/api', sessionTtlMs: 7 * 86_400_000, timeZone: 'Asia/Shanghai' });
    expect(c.db.kind).toBe('sqlite');
    expect(c.db.sqliteFile).toMatch(/data\/foodtrace\.sqlite$/);
  });

  it('selects the database from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).db.kind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'mariadb://u@h/db' }).db).toMatchObject({ kind: 'mysql', url: 'mysql://u@h/db' });
  });

  it('stops with a clear message on bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/配置有误[\s\S]*PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'oracle://x' })).toThrow('DATABASE_URL 必须以');
    expect(() => loadConfig({ TZ_NAME: 'Mars/Olympus' })).toThrow('TZ_NAME 不是有效的时区');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow('ADMIN_PASSWORD 至少 8 个字符');
    expect(() => loadConfig({ SESSION_TTL: 'forever' })).toThrow('无法识别的时长');
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow('REDIS_URL 必须是 redis:// 或 rediss:// 开头的地址');
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'ft prod' })).toThrow('REDIS_PREFIX 只能包含');
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@cache.example.cn:6380/1' }).redis).toEqual({ url: 'rediss://:pw@cache.example.cn:6380/1', prefix: 'foodtrace:' });
    expect(loadConfig({}).redis).toBeUndefined();
    expect(parseDuration('30m')).toBe(1_800_000);
  });
});

describe('time on the wire', () => {
  it('formats and parses in the configured zone', () => {
    const ms = Date.UTC(2026, 10, 21, 16, 5, 9);
    expect(formatInstant(ms, 'Asia/Shanghai')).toBe('2026-11-22 00:05:09');
    expect(parseWireTime('2026-11-22 00:05:09', 'Asia/Shanghai')).toBe(ms);
    expect(parseWireTime('2026-07-01 12:00:00', 'Europe/Berlin')).toBe(Date.UTC(2026, 6, 1, 10, 0, 0));
    expect(parseWireTime('not a time', 'Asia/Shanghai')).toBeNull();
  });
});

describe('passwords and logs', () => {
  it('hashes with scrypt and verifies', async () => {
    const h = await hashPassword('Secret#1');
    expect(h).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Secret#1', h)).toBe(true);
    expect(await verifyPassword('secret#1', h)).toBe(false);
  });

  it('masks secrets in logged parameters', () => {
    expect(maskSecrets({ username: 'a', password: 'p', nested: { oldpassword: 'o', token: 't' } }))
      .toEqual({ username: 'a', password: '******', nested: { oldpassword: '******', token: '******' } });
  });
});

describe.each(databaseTargets())('platform on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
    t.app.get(`${t.config.apiBase}/test/boom`, { config: { access: { public: true } } }, async () => {
      throw new Error('SELECT secret FROM sys_user -- internal detail');
    });
  });
  afterAll(async () => { await t?.close(); });

  it('seeding again changes nothing', async () => {
    const count = async () => Promise.all(['sysUser', 'sysRole', 'sysPermission', 'sysRolePermission', 'sysDict', 'sysDictItem', 'sysDepart', 'sysPosition']
      .map(async (tb) => Number((await t.ctx.db.selectFrom(tb as never).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow() as { n: unknown }).n)));
    const before = await count();
    const again = await runSeed(t.ctx.db, { adminPassword: 'Another#pass-1', menus: MODULES.flatMap((m) => m.menus ?? []), dicts: MODULES.flatMap((m) => m.dicts ?? []) });
    expect(again.generatedAdminPassword).toBeUndefined();
    expect(await count()).toEqual(before);
    await expect(t.login()).resolves.toBeTruthy();
  });

  it('keeps create_time on every table, and brings a database made before that rule to it', async () => {
    const db = t.ctx.db as unknown as Kysely<unknown>;
    // A fresh database: every table that has create_time has it NOT NULL, so lists need no NULLS LAST on it.
    expect(await nullableCreateTime(db)).toEqual([]);
    // A table as they were made before: rows without a creation time get their last change time, or 0.
    await sql`create table legacy_audit (id varchar(32) primary key, create_time bigint, update_time bigint)`.execute(db);
    try {
      await sql`insert into legacy_audit (id, create_time, update_time) values ('a', null, 5), ('b', null, null), ('c', 7, null)`.execute(db);
      await createTimeNotNull(db);
      const rows = await sql<{ id: string; ct: number | string }>`select id, create_time as ct from legacy_audit order by id`.execute(db);
      expect(rows.rows.map((r) => [r.id, Number(r.ct)])).toEqual([['a', 5], ['b', 0], ['c', 7]]);
      // PostgreSQL and MariaDB now refuse an empty one; SQLite cannot alter a column's nullability in place.
      if (target.name !== 'sqlite') {
        expect(await nullableCreateTime(db)).toEqual([]);
        await expect(sql`insert into legacy_audit (id, create_time) values ('d', null)`.execute(db)).rejects.toThrow();
      }
    } finally {
      await sql`drop table legacy_audit`.execute(db);
    }
  });

  it('answers a fault with 500, a request id and nothing of the fault', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/test/boom` });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 500, result: null });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toContain(body.requestId);
    expect(res.body).not.toMatch(/SELECT|sys_user|at .*\.ts/);
    expect(res.headers['x-request-id']).toBe(body.requestId);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/no/such/path` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
  });

  it('refuses a malformed request in Chinese, whoever wrote the refusal (Fastify, its plugins, zod)', async () => {
    const login = (payload: string | Buffer, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `${t.config.apiBase}/sys/login`, payload, headers });
    const cases: Array<[Awaited<ReturnType<typeof login>>, number, string]> = [
      [await login('{bad json', { 'content-type': 'application/json' }), 400, '请求内容不是有效的 JSON'],
      [await login('', { 'content-type': 'application/json' }), 400, '请求内容不能为空'],
      [await login('<a/>', { 'content-type': 'text/xml' }), 415, '不支持的请求内容类型'],
      [await login(Buffer.alloc(3 * 1024 * 1024, 'a'), { 'content-type': 'application/json' }), 413, '请求内容过大'],
      [await login('{"username":1,"password":"x"}', { 'content-type': 'application/json' }), 400, 'username: 应为文本'],
    ];
    for (const [res, status, message] of cases) {
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message, message).toContain(message);
      expect(res.json().message).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{3,}/);
    }
  });

  it('refuses to register a route that declares no access', async () => {
    const { default: Fastify } = await import('fastify');
    const { installAccessControl } = await import('../src/platform/auth/access.ts');
    const bare = Fastify();
    installAccessControl(bare, { db: t.ctx.db, sessions: t.ctx.sessions, apiBase: '/api' });
    expect(() => bare.get('/api/undeclared', async () => 'x')).toThrow(/declares no access/);
    expect(() => bare.get('/api/declared', { config: { access: { signedIn: true } } }, async () => 'x')).not.toThrow();
    await bare.close();
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/sys/login', '/api/sys/position/list', '/api/sys/position/add']));
    expect(doc.paths['/api/sys/position/list'].get.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['pageNo', 'pageSize', 'column', 'order', 'code']));
  });

  it('sends the short API set of security headers on API answers, helmet\'s document set elsewhere', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${t.config.apiBase}/sys/logout` });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // and on answers no route matched
    const missing = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/no/such/route` });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['cache-control']).toBe('no-store');
    // documents: the web app's policy (antd's inline styles), framing by the same origin only
    const page = await t.app.inject({ method: 'GET', url: '/user/login' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
