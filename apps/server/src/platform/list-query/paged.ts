import type { SelectQueryBuilder } from 'kysely';
import type { PageResult } from '@foodtrace/contracts';
import type { DbKind } from '../../config.ts';
import { whereOf } from './apply.ts';
import { listOrder, orderNullsLast } from './order.ts';
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
