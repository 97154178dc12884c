import type { Kysely } from 'kysely';
import type { FoodtraceTables, FtKysely } from '../schema.ts';
import { appendDataLog } from '../../../platform/audit/data-log.ts';
import { newId } from '../../../platform/db/ids.ts';

type Row = Record<string, unknown>;
type Table = keyof FoodtraceTables;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are assembled per table by the callers
const dynamic = (db: FtKysely) => db as unknown as Kysely<any>;

/** Kysely table name (camelCase) → the snake_case name the data log records, as the generic repository does. */
export function tableName(table: Table): string {
  return table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * Inserts a business record the way the generic repository does (DOMAIN.md §1 "every record says who did it"):
 * id, created_by/created_time, live, and a data-log snapshot — inside the caller's transaction.
 */
export async function insertRecord(db: FtKysely, table: Table, values: Row, username: string, now = Date.now()): Promise<Row & { id: string }> {
  const row = { id: (values.id as string | undefined) ?? newId(), ...values, createBy: username, createTime: now, delFlag: 0 };
  await dynamic(db).insertInto(table).values(row).execute();
  await appendDataLog(dynamic(db), tableName(table), row.id, row, username);
  return row;
}

/** Updates a record and logs its new state (the caller has read `existing` inside the same transaction); `at` for the demo's past corrections. */
export async function updateRecord(db: FtKysely, table: Table, existing: { id: string }, changes: Row, username: string, at = Date.now()): Promise<void> {
  const values = { ...changes, updateBy: username, updateTime: at };
  await dynamic(db).updateTable(table).set(values).where('id', '=', existing.id).execute();
  await appendDataLog(dynamic(db), tableName(table), existing.id, { ...existing, ...values }, username, at);
}

/** Soft delete with the data log (nothing is hard-deleted, Food Safety Law Art. 50 retention). */
export async function softDeleteRecord(db: FtKysely, table: Table, existing: { id: string }, username: string): Promise<void> {
  await updateRecord(db, table, existing, { delFlag: 1 }, username);
}
