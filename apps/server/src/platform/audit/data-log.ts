import type { Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import { chunks, INSERT_CHUNK } from '../db/in-chunks.ts';

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
  await appendDataLogs(db, table, [{ id, row }], username, at);
}

/**
 * Snapshots of many rows written by one change (a case's items shipped with it, a shipment's codes given back):
 * each row's next version, found for a chunk of rows in one grouped read and written in multi-row inserts, so a
 * thousand rows cost a few dozen statements instead of two thousand.
 */
export async function appendDataLogs(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>, table: string, snapshots: ReadonlyArray<{ id: string; row: Record<string, unknown> }>, username: string, at = Date.now(),
): Promise<void> {
  for (const part of chunks(snapshots, INSERT_CHUNK)) {
    const last = await db.selectFrom('sysDataLog').select(['dataId', (eb) => eb.fn.max('dataVersion').as('v')])
      .where('dataTable', '=', table).where('dataId', 'in', [...new Set(part.map((s) => s.id))]).groupBy('dataId').execute();
    const version = new Map<string, number>(last.map((r: { dataId: string; v: unknown }) => [r.dataId, Number(r.v ?? 0)]));
    await db.insertInto('sysDataLog').values(part.map(({ id, row }) => {
      const v = (version.get(id) ?? 0) + 1;
      version.set(id, v); // the same row twice in one call gets two versions
      return { id: newId(), dataTable: table, dataId: id, dataContent: JSON.stringify(row), dataVersion: v, createBy: username, createTime: at };
    })).execute();
  }
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
  for (const part of chunks(rows, INSERT_CHUNK)) {
    await db.insertInto('sysDataLog').values(part.map((row) => ({
      id: newId(), dataTable: table, dataId: row.id, dataContent: JSON.stringify(row), dataVersion: 1,
      createBy: typeof row.createBy === 'string' ? row.createBy : username, createTime: typeof row.createTime === 'number' ? row.createTime : now,
    }))).execute();
  }
}
