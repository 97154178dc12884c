import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, MysqlDialect, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Config, DbKind } from '../../config.ts';
import type { DB } from './schema.ts';
import { startCheckpointer, type Checkpointer } from './checkpointer.ts';
import { withStatementCache } from './statement-cache.ts';

export interface Database {
  db: Kysely<DB>;
  kind: DbKind;
  /** PostgreSQL schema the tables live in (the URL's `?schema=`, else public). */
  schema?: string;
  /**
   * Reads that may be made while `db` is inside a transaction, by code the transaction waits for (a cache filling
   * itself). SQLite's one connection serves one caller at a time: a read on it from inside a transaction of its
   * own would wait for that transaction forever. So on SQLite this is a second, read-only connection, which WAL
   * lets read the last commit meanwhile; elsewhere it is `db` (a pool).
   */
  reader?: Kysely<DB>;
  close(): Promise<void>;
}

/** PostgreSQL's bigint (epoch milliseconds here) and numeric would otherwise arrive as strings. */
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

function sqliteDialect(file: string): { dialect: Dialect; checkpointer?: Checkpointer } {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // The WAL file is reused from its start after each full checkpoint; this truncates it back after a burst.
  sqlite.pragma('journal_size_limit = 67108864');
  const checkpointer = file === ':memory:' ? undefined : startCheckpointer(sqlite, file);
  return { dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), checkpointer };
}

/** The second SQLite connection of Database.reader: read-only, waiting a while for a writer's checkpoint. */
function readOnlyConnection(file: string): SQLite.Database {
  const sqlite = new SQLite(file, { readonly: true });
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/**
 * A server that ends an idle session (restarted, an administrator's pg_terminate_backend, idle_session_timeout) makes
 * the pool emit 'error', which unheard would end the whole process. The pool has dropped that client already and
 * opens another when next asked: the event is only told.
 */
export function keepOnIdleError(pool: pg.Pool, what = 'PostgreSQL'): pg.Pool {
  return pool.on('error', (err) => process.emitWarning(`${what} 连接池中的空闲连接已断开：${err.message}`));
}

/** `?schema=name` on a postgres URL selects a search_path (tables in a schema other than public). */
function postgresDialect(url: string): Dialect {
  const u = new URL(url);
  const schema = u.searchParams.get('schema');
  u.searchParams.delete('schema');
  const pool = new pg.Pool({
    connectionString: u.toString(),
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  keepOnIdleError(pool);
  return new PostgresDialect({ pool });
}

async function mysqlDialect(url: string): Promise<Dialect> {
  const mysql = await import('mysql2');
  const pool = mysql.createPool({ uri: url, connectionLimit: 10, timezone: 'Z', charset: 'utf8mb4', decimalNumbers: true, supportBigNumbers: true, bigNumberStrings: false });
  return new MysqlDialect({ pool });
}

export async function openDatabase(cfg: Config['db']): Promise<Database> {
  const { dialect, checkpointer } = cfg.kind === 'sqlite' ? sqliteDialect(cfg.sqliteFile!)
    : { dialect: cfg.kind === 'postgres' ? postgresDialect(cfg.url) : await mysqlDialect(cfg.url) };
  const db = new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] });
  const schema = cfg.kind === 'postgres' ? (new URL(cfg.url).searchParams.get('schema') ?? 'public') : undefined;
  const reader = cfg.kind === 'sqlite' && cfg.sqliteFile !== ':memory:'
    ? new Kysely<DB>({ dialect: new SqliteDialect({ database: readOnlyConnection(cfg.sqliteFile!) }), plugins: [new CamelCasePlugin()] })
    : undefined;
  return {
    db, kind: cfg.kind, schema, reader: reader ?? db,
    // The checkpoint worker first, so that the last connection to close checkpoints and removes the WAL.
    close: async () => { await checkpointer?.stop(); await reader?.destroy(); await db.destroy(); },
  };
}
