import type { SelectQueryBuilder } from 'kysely';
import type { PageResult } from '@foodtrace/contracts';
import type { DbKind } from '../../config.ts';
import { whereOf } from './apply.ts';
import type { ListQuery } from './parse.ts';

/**
 * One page of a module's own table through the list conventions (DESIGN.md §4 Lists): the parsed filters and
 * sort (already whitelisted by parseListQuery), a total, and `id` as the final tie-breaker so that paging is
 * stable. `base` holds the module's fixed conditions (live rows, the user's own rows …).
 */
export async function pagedRows<R>(
  // The module names its table; the builder is dynamic because every module's schema differs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  base: SelectQueryBuilder<any, any, any>, q: ListQuery, kind: DbKind, columns: readonly string[], idColumn = 'id',
): Promise<{ rows: R[]; total: number; page: Omit<PageResult<never>, 'records'> }> {
  const filtered = base.where(whereOf(q, kind));
  const count = await filtered.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number((count as { n: number | string }).n);
  let query = filtered.clearSelect().select(columns as string[]);
  for (const s of q.sort) query = query.orderBy(s.field, s.order);
  const rows = await query.orderBy(idColumn, q.sort[0]?.order ?? 'desc').limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
  return { rows: rows as R[], total, page: { total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) } };
}
