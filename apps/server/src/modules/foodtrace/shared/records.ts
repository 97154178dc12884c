import { SqliteAdapter, type Kysely } from 'kysely';
import { DEPARTMENT_FIELD, FOODTRACE_RESOURCES } from '@foodtrace/contracts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import type { FoodtraceTables, FtKysely } from '../schema.ts';
import { appendDataLog, appendDataLogs } from '../../../platform/audit/data-log.ts';
import { newId } from '../../../platform/db/ids.ts';
import { chunks } from '../../../platform/db/in-chunks.ts';
import { BusinessError } from '../../../platform/errors.ts';

type Row = Record<string, unknown>;
type Table = keyof FoodtraceTables;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are assembled per table by the callers
const dynamic = (db: FtKysely) => db as unknown as Kysely<any>;

/** Kysely table name (camelCase) → the snake_case name the data log records, as the generic repository does. */
export function tableName(table: Table): string {
  return table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Who writes a record: the account, and the department a department-owned record then belongs to. */
export type Writer = Pick<SessionUser, 'username' | 'orgCode'>;

/**
 * A read that locks the rows it reads until the transaction ends, for a rule two transactions could otherwise
 * both pass. On PostgreSQL and MariaDB a locking read waits for a concurrent writer of those rows and then reads
 * what it committed, where a plain read answers at once from the last commit (or, in MariaDB, from the
 * transaction's snapshot). SQLite has one writer at a time, so there the read stays plain.
 */
export function lockingRead<Q extends { forUpdate(): Q }>(db: FtKysely, query: Q): Q {
  return db.getExecutor().adapter instanceof SqliteAdapter ? query : query.forUpdate();
}

/** Tables of the department-owned resources (ResourceDef.departmentOwned), by their snake_case names. */
const DEPARTMENT_TABLES = new Set(FOODTRACE_RESOURCES.filter((d) => d.departmentOwned).map((d) => d.table));

/** Do this table's rows belong to the department of whoever added them? */
export const isDepartmentOwned = (table: Table): boolean => DEPARTMENT_TABLES.has(tableName(table));

/**
 * Inserts a business record the way the generic repository does (DOMAIN.md §1 "every record says who did it"):
 * id, created_by/created_time, live, the writer's department where the record is department-owned, and a
 * data-log snapshot — inside the caller's transaction.
 */
export async function insertRecord(db: FtKysely, table: Table, values: Row, by: Writer, now = Date.now()): Promise<Row & { id: string }> {
  const row: Row & { id: string } = { id: (values.id as string | undefined) ?? newId(), ...values, createBy: by.username, createTime: now, delFlag: 0 };
  if (isDepartmentOwned(table)) row[DEPARTMENT_FIELD] = by.orgCode || null;
  await dynamic(db).insertInto(table).values(row).execute();
  await appendDataLog(dynamic(db), tableName(table), row.id, row, by.username);
  return row;
}

/** Updates a record and logs its new state (the caller has read `existing` inside the same transaction); `at` for the demo's past corrections. */
export async function updateRecord(db: FtKysely, table: Table, existing: { id: string }, changes: Row, username: string, at = Date.now()): Promise<void> {
  await updateRecords(db, table, [existing], changes, username, at);
}

/**
 * Makes the same change to many records the caller has read in its transaction (and holds still, by a lock or a
 * condition of its own), and logs each one's new state: an update and a log insert per hundred or so rows.
 */
export async function updateRecords(db: FtKysely, table: Table, existing: ReadonlyArray<{ id: string }>, changes: Row, username: string, at = Date.now()): Promise<void> {
  const values = { ...changes, updateBy: username, updateTime: at };
  for (const part of chunks(existing.map((r) => r.id))) await dynamic(db).updateTable(table).set(values).where('id', 'in', part).execute();
  await logRecords(db, table, existing.map((r) => ({ ...r, ...values })), username, at);
}

/** Logs a record's new state after an update of the caller's own (a conditional one, say), in its transaction. */
export async function logRecord(db: FtKysely, table: Table, id: string, snapshot: Row, username: string, at = Date.now()): Promise<void> {
  await appendDataLog(dynamic(db), tableName(table), id, snapshot, username, at);
}

/** Logs many records' new states (each snapshot has its id) after an update of the caller's own. */
export async function logRecords(db: FtKysely, table: Table, snapshots: ReadonlyArray<Row & { id: string }>, username: string, at = Date.now()): Promise<void> {
  await appendDataLogs(dynamic(db), tableName(table), snapshots.map((row) => ({ id: row.id, row })), username, at);
}

/** Soft delete with the data log (nothing is hard-deleted, Food Safety Law Art. 50 retention). */
export async function softDeleteRecord(db: FtKysely, table: Table, existing: { id: string }, username: string): Promise<void> {
  await updateRecord(db, table, existing, { delFlag: 1 }, username);
}

/**
 * Keeps a record's ordered lines as an editor sent them back (a route's 工序, a product's 配方), in the caller's
 * transaction: `existing` the live lines it read, each of `lines` with the id it was read with (none: a new line) and
 * its columns from `values(line, seq)`, seq counted from 1 in the order given; lines left out are soft-deleted, each
 * change logged. An id that is not one of `existing` (another record's line, a deleted one) is refused with `foreign`.
 */
export async function replaceLines<L extends { id?: string | null }>(
  db: FtKysely, table: Table, existing: ReadonlyArray<{ id: string }>, lines: readonly L[], values: (line: L, seq: number) => Row, by: Writer, foreign: string,
): Promise<void> {
  const byId = new Map(existing.map((e) => [e.id, e]));
  if (lines.some((l) => l.id && !byId.has(l.id))) throw new BusinessError(foreign);
  const kept = new Set(lines.map((l) => l.id).filter(Boolean));
  for (const old of existing) if (!kept.has(old.id)) await softDeleteRecord(db, table, old, by.username);
  for (const [i, line] of lines.entries()) {
    const old = line.id ? byId.get(line.id) : undefined;
    if (old) await updateRecord(db, table, old, values(line, i + 1), by.username);
    else await insertRecord(db, table, values(line, i + 1), by);
  }
}
