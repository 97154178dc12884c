import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../../../config.ts';

type Row = Record<string, unknown>;

/** Writes many rows fast: one transaction per call; how depends on the database. */
export interface BulkWriter {
  insert(table: string, rows: Row[]): Promise<void>;
  /** Fresh planner statistics after the load (PostgreSQL: also the visibility map for index-only counts). */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * SQLite: a second connection on the file with one prepared INSERT per table, rows bound one by one inside a
 * transaction — the way SQLite loads fastest (no SQL text per batch). Synchronous is off for the load only:
 * in WAL mode an OS crash can lose the last transactions of the load but cannot corrupt the file.
 */
class SqliteBulkWriter implements BulkWriter {
  private readonly db: SQLite.Database;

  constructor(file: string) {
    this.db = new SQLite(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('cache_size = -262144');
    this.db.pragma('busy_timeout = 5000');
  }

  async insert(table: string, rows: Row[]): Promise<void> {
    if (!rows.length) return;
    const columns = Object.keys(rows[0]);
    const statement = this.db.prepare(`insert into ${snake(table)} (${columns.map(snake).join(', ')}) values (${columns.map(() => '?').join(', ')})`);
    this.db.transaction(() => {
      for (const r of rows) statement.run(columns.map((c) => r[c] ?? null));
    })();
  }

  async analyze(): Promise<void> {
    this.db.exec('analyze');
  }

  async close(): Promise<void> {
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.close();
  }
}

/** Rows per INSERT: under the bound-parameter limits of PostgreSQL and MariaDB (65 535). */
const ROWS_PER_INSERT = 2000;

/** PostgreSQL and MariaDB: multi-row INSERTs through the app's own connection, one transaction per call. */
class KyselyBulkWriter implements BulkWriter {
  constructor(private readonly db: Kysely<unknown>, private readonly kind: Config['db']['kind']) {}

  async insert(table: string, rows: Row[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        await (trx as unknown as { insertInto(t: string): { values(v: Row[]): { execute(): Promise<unknown> } } }).insertInto(table).values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
      }
    });
  }

  async analyze(): Promise<void> {
    if (this.kind === 'postgres') await sql`vacuum analyze`.execute(this.db);
    else await sql`analyze table ft_trace_code, ft_lot, ft_lot_link, ft_shipment_line, ft_scan_log`.execute(this.db);
  }

  async close(): Promise<void> {}
}

export function bulkWriter(config: Config, db: Kysely<unknown>): BulkWriter {
  return config.db.kind === 'sqlite' ? new SqliteBulkWriter(config.db.sqliteFile!) : new KyselyBulkWriter(db, config.db.kind);
}
