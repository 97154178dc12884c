import type { Kysely } from 'kysely';
import { newId } from '../db/ids.ts';

/**
 * The data log (DESIGN.md §5 rule 11): a full snapshot of a business row after every write, numbered per row,
 * so that "who changed what, when" can be answered for any record. The generic repository and every
 * module service that writes records call this inside their transaction.
 */
export async function appendDataLog(
  // Any Kysely (a transaction included) whose schema has sys_data_log.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>, table: string, id: string, row: Record<string, unknown>, username: string, at = Date.now(),
): Promise<void> {
  const last = await db.selectFrom('sysDataLog').select((eb) => eb.fn.max('dataVersion').as('v'))
    .where('dataTable', '=', table).where('dataId', '=', id).executeTakeFirst();
  await db.insertInto('sysDataLog').values({
    id: newId(), dataTable: table, dataId: id, dataContent: JSON.stringify(row),
    dataVersion: Number(last?.v ?? 0) + 1, createBy: username, createTime: at,
  }).execute();
}

/**
 * The first snapshot (version 1) of rows just inserted — a bulk import's hundreds at once, in a few
 * multi-row inserts instead of a read and a write per row. A row that says who made it and when (the demo's
 * records, written as of their own day) is logged as such.
 */
export async function appendNewRowsDataLog(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>, table: string, rows: Array<Record<string, unknown> & { id: string }>, username: string,
): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < rows.length; i += 100) {
    await db.insertInto('sysDataLog').values(rows.slice(i, i + 100).map((row) => ({
      id: newId(), dataTable: table, dataId: row.id, dataContent: JSON.stringify(row), dataVersion: 1,
      createBy: typeof row.createBy === 'string' ? row.createBy : username, createTime: typeof row.createTime === 'number' ? row.createTime : now,
    }))).execute();
  }
}
