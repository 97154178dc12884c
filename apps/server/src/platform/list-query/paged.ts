import type { SelectQueryBuilder } from 'kysely';
import type { PageResult } from '@foodtrace/contracts';
import type { DbKind } from '../../config.ts';
import { whereOf } from './apply.ts';
import { afterRow, listOrder, orderNullsLast } from './order.ts';
import type { ListQuery } from './parse.ts';

/**
 * One page of a module's own table through the list conventions (DESIGN.md §4 Lists): the parsed filters and
 * sort (already whitelisted by parseListQuery) in the lists' one order (order.ts: empty values last, then `id`
 * so that paging is stable), and a total. `base` holds the module's fixed conditions (live rows, the user's own
 * rows …); `columns` are the ones to read, '*' for all.
 */
export async function pagedRows<R>(
  // The module names its table; the builder is dynamic because every module's schema differs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  base: SelectQueryBuilder<any, any, any>, q: ListQuery, kind: DbKind, columns: readonly string[] | '*', idColumn = 'id',
): Promise<{ rows: R[]; total: number; page: Omit<PageResult<never>, 'records'> }> {
  const filtered = base.where(whereOf(q, kind));
  const count = await filtered.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number((count as { n: number | string }).n);
  const selected = columns === '*' ? filtered.clearSelect().selectAll() : filtered.clearSelect().select(columns as string[]);
  const query = orderNullsLast(selected, listOrder(q, idColumn), kind);
  const rows = await query.limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
  return { rows: rows as R[], total, page: { total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) } };
}

/**
 * Every row of the same list, in the same order, a chunk at a time without OFFSET (the Excel export of 100,000
 * rows and more): each chunk starts strictly after the last row of the one before (order.ts#afterRow).
 */
export async function* keysetChunks<R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as pagedRows
  base: SelectQueryBuilder<any, any, any>, q: ListQuery, kind: DbKind, columns: readonly string[] | '*', chunkSize: number,
): AsyncGenerator<R[]> {
  const filtered = base.where(whereOf(q, kind));
  const selected = columns === '*' ? filtered.selectAll() : filtered.select(columns as string[]);
  const order = listOrder(q);
  let last: Record<string, unknown> | undefined;
  for (;;) {
    const rows = await orderNullsLast(last ? selected.where(afterRow(order, last)) : selected, order, kind).limit(chunkSize).execute();
    if (!rows.length) return;
    last = rows[rows.length - 1];
    yield rows as R[];
    if (rows.length < chunkSize) return;
  }
}
