import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, MysqlDialect, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Config, DbKind } from '../../config.ts';
import type { DB } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export interface Database {
  db: Kysely<DB>;
  kind: DbKind;
  /** PostgreSQL schema the tables live in (the URL's `?schema=`, else public). */
  schema?: string;
  close(): Promise<void>;
}

/** PostgreSQL's bigint (epoch milliseconds here) and numeric would otherwise arrive as strings. */
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new SqliteDialect({ database: withStatementCache(sqlite) });
}

/** `?schema=name` on a postgres URL selects a search_path: tests use a throw-away schema per run. */
function postgresDialect(url: string): Dialect {
  const u = new URL(url);
  const schema = u.searchParams.get('schema');
  u.searchParams.delete('schema');
  const pool = new pg.Pool({
    connectionString: u.toString(),
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new PostgresDialect({ pool });
}

async function mysqlDialect(url: string): Promise<Dialect> {
  const mysql = await import('mysql2');
  const pool = mysql.createPool({ uri: url, connectionLimit: 10, timezone: 'Z', charset: 'utf8mb4', decimalNumbers: true, supportBigNumbers: true, bigNumberStrings: false });
  return new MysqlDialect({ pool });
}

export async function openDatabase(cfg: Config['db']): Promise<Database> {
  const dialect = cfg.kind === 'sqlite' ? sqliteDialect(cfg.sqliteFile!)
    : cfg.kind === 'postgres' ? postgresDialect(cfg.url)
      : await mysqlDialect(cfg.url);
  const db = new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] });
  const schema = cfg.kind === 'postgres' ? (new URL(cfg.url).searchParams.get('schema') ?? 'public') : undefined;
  return { db, kind: cfg.kind, schema, close: () => db.destroy() };
}
