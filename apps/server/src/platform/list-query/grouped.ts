import type { Kysely, SelectQueryBuilder } from 'kysely';
import { SUMMARY_COUNT, type PageResult, type SummaryDef } from '@foodtrace/contracts';
import type { DbKind } from '../../config.ts';
import { whereOf } from './apply.ts';
import { orderNullsLast } from './order.ts';
import type { ListQuery } from './parse.ts';

/**
 * One page of a list's rows added up by group (contracts SummaryDef): the rows `base` and the parsed query
 * select, grouped by `by`, with their count and aggregates under the names summaryColumns gives. The groups
 * are read as a derived table, so that its sort and its total (the number of groups) name the answered
 * columns, never the table's own; the group's fields follow the sort, so that the order is total.
 */
export async function groupedRows<R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resource's table is dynamic, as in paged.ts
  db: Kysely<any>, base: SelectQueryBuilder<any, any, any>, q: ListQuery, kind: DbKind, s: SummaryDef,
): Promise<{ rows: R[]; page: Omit<PageResult<never>, 'records'> }> {
  const groups = base.where(whereOf(q, kind)).clearSelect()
    .select((eb) => [
      ...s.by.map((f) => eb.ref(f).as(f)),
      eb.fn.countAll().as(SUMMARY_COUNT),
      ...(s.sum ?? []).map((f) => eb.fn.sum(f).as(f)),
      ...(s.min ?? []).map((f) => eb.fn.min(f).as(f)),
    ])
    .groupBy([...s.by])
    .as('g');
  const count = await db.selectFrom(groups).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const total = Number((count as { n: number | string }).n);
  const order = [...q.sort, ...s.by.filter((f) => !q.sort.some((o) => o.field === f)).map((field) => ({ field, order: q.sort[0].order }))];
  const rows = await orderNullsLast(db.selectFrom(groups).selectAll(), order, kind)
    .limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
  for (const r of rows) {
    r[SUMMARY_COUNT] = Number(r[SUMMARY_COUNT]);
    // quantities keep four decimals; SQLite adds them up in binary floating point (0.1 + 0.2)
    for (const f of s.sum ?? []) if (r[f] !== null) r[f] = Math.round(Number(r[f]) * 1e4) / 1e4;
  }
  return { rows: rows as R[], page: { total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) } };
}
