import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiResult } from '@foodtrace/contracts';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { hashPassword } from '../src/platform/auth/password.ts';
import { newId } from '../src/platform/db/ids.ts';
import { ADMIN_PASSWORD, appEnv, copyOfTemplate } from './app-templates.ts';

export { ADMIN_PASSWORD };

/**
 * The API suites run against every database that is configured: SQLite always, PostgreSQL when TEST_PG_URL
 * is set. Under CI=true a missing PostgreSQL fails the run; elsewhere it is skipped, loudly.
 */
export interface DbTarget { name: 'sqlite' | 'postgres' | 'mariadb'; url?: string }

export function databaseTargets(): DbTarget[] {
  const targets: DbTarget[] = [{ name: 'sqlite' }];
  const pgUrl = process.env.TEST_PG_URL;
  if (pgUrl) targets.push({ name: 'postgres', url: pgUrl });
  else if (process.env.CI === 'true') throw new Error('CI=true but TEST_PG_URL is not set: the PostgreSQL run is required in CI');
  else console.warn('\n⚠ TEST_PG_URL not set: the PostgreSQL API run is SKIPPED (set TEST_PG_URL=postgres://postgres@127.0.0.1:5432/test)\n');
  const myUrl = process.env.TEST_MYSQL_URL;
  if (myUrl) targets.push({ name: 'mariadb', url: myUrl });
  else console.warn('\n⚠ TEST_MYSQL_URL not set: the MariaDB/MySQL API run is SKIPPED (set TEST_MYSQL_URL=mysql://root@127.0.0.1:3306/test)\n');
  return targets;
}

/**
 * The Redis of the multi-instance suites (TEST_REDIS_URL): required under CI=true, elsewhere skipped loudly. Each
 * suite uses its own key prefix, so suites running side by side on one Redis never hear each other.
 */
export function redisTarget(): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (url) return url;
  if (process.env.CI === 'true') throw new Error('CI=true but TEST_REDIS_URL is not set: the Redis run is required in CI');
  console.warn('\n⚠ TEST_REDIS_URL not set: the multi-instance (Redis) run is SKIPPED (set TEST_REDIS_URL=redis://127.0.0.1:6379/0)\n');
  return undefined;
}

/**
 * Reads until `done` holds of the reading, for what the server writes after its answer has gone (the operation
 * log): returns the last reading, done or not, so that the test's own expectation says what was wrong.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5000): Promise<T> {
  for (const end = Date.now() + ms; ;) {
    const value = await read();
    if (done(value) || Date.now() >= end) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface TestApp extends BuiltApp {
  config: Config;
  /** Signs in and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  /** `tenant` sends the `tenant-id` header the client sends (spec §6). */
  /** `ip` is the caller's address (default 127.0.0.1). */
  call<T = unknown>(method: string, url: string, opts?: { token?: string; body?: unknown; query?: Record<string, string>; tenant?: number | string; ip?: string }): Promise<{ status: number; body: ApiResult<T> }>;
  /** A user with the given role permissions (none: signed in but granted nothing). */
  createUser(username: string, password: string, permCodes?: string[]): Promise<string>;
  close(): Promise<void>;
}

export async function startApp(target: DbTarget, overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-test-'));
  const copy = await copyOfTemplate(target, dataDir);
  const env: NodeJS.ProcessEnv = { ...appEnv(dataDir), ...(copy.url ? { DATABASE_URL: copy.url } : {}) };
  const config = loadConfig(env, overrides);
  const built = await buildApp(config);
  const { app } = built;

  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const res = await app.inject({
      method: method as never, url: `${config.apiBase}${url}`, query: opts.query,
      headers: { ...(opts.token ? { 'x-access-token': opts.token } : {}), ...(opts.tenant !== undefined ? { 'tenant-id': String(opts.tenant) } : {}) },
      payload: opts.body as never, remoteAddress: opts.ip,
    });
    return { status: res.statusCode, body: res.json() };
  };

  return {
    ...built,
    config,
    call,
    async login(username = 'admin', password = ADMIN_PASSWORD) {
      const res = await call<{ token: string }>('POST', '/sys/login', { body: { username, password } });
      if (!res.body.success) throw new Error(`login failed: ${res.body.message}`);
      return res.body.result.token;
    },
    async createUser(username, password, permCodes = []) {
      const { db } = built.ctx;
      const id = newId();
      const now = Date.now();
      await db.insertInto('sysUser').values({
        id, username, realname: username, password: await hashPassword(password), avatar: null, birthday: null, sex: null,
        email: null, phone: null, orgCode: null, status: 1, delFlag: 0, workNo: null, post: null, telephone: null,
        userIdentity: 1, departIds: null, relTenantIds: null, loginFailCount: 0, lockUntil: null, lastLoginTime: null,
        lastLoginIp: null, createBy: 'test', createTime: now, updateBy: null, updateTime: null,
      }).execute();
      if (permCodes.length) {
        const roleId = newId();
        await db.insertInto('sysRole').values({ id: roleId, roleName: `role-${username}`, roleCode: `role_${username}`, description: null, createBy: 'test', createTime: now, updateBy: null, updateTime: null }).execute();
        await db.insertInto('sysUserRole').values({ id: newId(), userId: id, roleId }).execute();
        const perms = await db.selectFrom('sysPermission').select('id').where('perms', 'in', permCodes).execute();
        for (const p of perms) {
          await db.insertInto('sysRolePermission').values({ id: newId(), roleId, permissionId: p.id, dataRuleIds: null, operateDate: now, operateIp: null }).execute();
        }
      }
      return id;
    },
    async close() {
      await app.close();
      await copy.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
