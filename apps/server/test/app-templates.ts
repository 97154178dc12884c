import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { mysqlAdmin, pgAdmin } from './db-admin.ts';
import type { DbTarget } from './harness.ts';

export const ADMIN_PASSWORD = 'Admin#test-2026';

/** What an app of the suites is configured with, but for its database (SQLite in the data folder unless DATABASE_URL). */
export function appEnv(dataDir: string): NodeJS.ProcessEnv {
  return { DATA_DIR: dataDir, ADMIN_PASSWORD, NODE_ENV: 'test', WEB_DIST: path.join(dataDir, 'no-web') };
}

/**
 * A new database is migrated (three hundred migrations) and seeded (the whole demo) at start: a second on SQLite
 * and two on PostgreSQL and MariaDB, more than most suites' own tests, and far more on a loaded machine. So each
 * worker builds such a database once per engine, a template, and every app starts on a copy of it — the data
 * folder copied (the SQLite file, the demo's stored files, the secret key), on PostgreSQL a database created
 * from the template, on MariaDB its tables copied — where the migrator and the seeds then find nothing to do,
 * as on any restart. The demo is dated from the moment it is seeded, so a template is made again after a few
 * minutes and when the day changes: an app's data is never much older than its suite.
 */
interface Template { dataDir: string; database?: string; copyScript?: string }
interface TemplateEntry { made: number; day: string; template: Promise<Template> }

const TEMPLATE_MAX_AGE_MS = 4 * 60_000;
const templates = new Map<string, TemplateEntry>();

/** Names every template of this test run, so that the run's global teardown removes them all (global-setup.ts). */
function runId(): string {
  try {
    return inject('templateRun') ?? `p${process.pid}`;
  } catch {
    return `p${process.pid}`;
  }
}

/** The day in the app's time zone (as the demo dates its records). */
let dayFormat: Intl.DateTimeFormat | undefined;
function dayOf(ms: number): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: loadConfig(appEnv(os.tmpdir())).timeZone });
  return dayFormat.format(ms);
}

/** The engine's template, made now if there is none yet or it is stale; a stale one stays until the run's teardown. */
function templateFor(target: DbTarget): Promise<Template> {
  const key = `${target.name}:${target.url ?? ''}`;
  const now = Date.now();
  let entry = templates.get(key);
  if (!entry || now - entry.made >= TEMPLATE_MAX_AGE_MS || entry.day !== dayOf(now)) {
    entry = { made: now, day: dayOf(now), template: makeTemplate(target) };
    templates.set(key, entry);
  }
  return entry.template;
}

async function makeTemplate(target: DbTarget): Promise<Template> {
  const run = runId();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ft-tpl-${run}-`));
  const template: Template = { dataDir };
  const env = appEnv(dataDir);
  if (target.name !== 'sqlite') {
    template.database = `ft_tpl_${run}_${randomBytes(4).toString('hex')}`;
    await createDatabase(target, template.database);
    env.DATABASE_URL = databaseUrl(target.url!, template.database);
  }
  const built = await buildApp(loadConfig(env));
  await built.app.close();
  if (target.name === 'mariadb') template.copyScript = await mysqlCopyScript(target.url!, template.database!);
  return template;
}

/** A copy of the engine's template for one app: its data folder filled, and its own database; `drop` removes that. */
export async function copyOfTemplate(target: DbTarget, dataDir: string): Promise<{ url?: string; drop(): Promise<void> }> {
  const template = await templateFor(target);
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  if (target.name === 'sqlite') return { drop: async () => undefined };
  const database = `t_${randomBytes(6).toString('hex')}`;
  if (target.name === 'postgres') await pgCreateFromTemplate(target.url!, database, template.database!);
  else await createDatabase(target, database, template.copyScript!.replaceAll(COPY_TARGET, database));
  return { url: databaseUrl(target.url!, database), drop: () => dropDatabase(target, database) };
}

function databaseUrl(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A new database (on MariaDB in the product's character set), then `fill`: a MariaDB script that names it. */
async function createDatabase(target: DbTarget, database: string, fill?: string): Promise<void> {
  if (target.name === 'postgres') await pgAdmin(target.url!, `create database ${database}`);
  else await mysqlAdmin(target.url!, `create database ${database} character set utf8mb4 collate utf8mb4_unicode_ci`, ...(fill ? [fill] : []));
}

async function dropDatabase(target: DbTarget, database: string): Promise<void> {
  if (target.name === 'postgres') await pgAdmin(target.url!, `drop database if exists ${database} with (force)`);
  else await mysqlAdmin(target.url!, `drop database if exists ${database}`);
}

/**
 * CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template; the template's app has closed its
 * pool, but the server may not have ended those sessions yet.
 */
async function pgCreateFromTemplate(url: string, database: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await pgAdmin(url, `create database ${database} template ${template}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const COPY_TARGET = '{{copy}}';

/**
 * MariaDB has no template databases: a copy is every table created like the template's and filled from it, in
 * one script. Generated columns (a lot's available quantity) are computed again, not copied.
 */
async function mysqlCopyScript(url: string, template: string): Promise<string> {
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection({ uri: url });
  try {
    const [rows] = await conn.query(
      `select c.table_name as t, c.column_name as c, c.extra as extra from information_schema.columns c
         join information_schema.tables x on x.table_schema = c.table_schema and x.table_name = c.table_name and x.table_type = 'BASE TABLE'
        where c.table_schema = ? order by c.table_name, c.ordinal_position`, [template]) as unknown as [Array<{ t: string; c: string; extra: string }>];
    const tables = new Map<string, string[]>();
    for (const r of rows) {
      const columns = tables.get(r.t) ?? tables.set(r.t, []).get(r.t)!;
      if (!/GENERATED/i.test(r.extra)) columns.push(`\`${r.c}\``);
    }
    return [...tables].map(([t, columns]) => `create table ${COPY_TARGET}.\`${t}\` like ${template}.\`${t}\`;
      insert into ${COPY_TARGET}.\`${t}\` (${columns.join(', ')}) select ${columns.join(', ')} from ${template}.\`${t}\`;`).join('\n');
  } finally {
    await conn.end();
  }
}
