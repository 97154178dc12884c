import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { DbKind } from '../../config.ts';
import type { ListQuery, Sort } from './parse.ts';

/**
 * The order of every list, the same on SQLite, PostgreSQL and MariaDB (whose defaults for empty values differ):
 * the requested sort, empty values last whichever the direction, then `id` so the order is total. A page and
 * the Excel export of the same list read the rows in this one order; the export walks it by keyset (each chunk
 * starts strictly after the last row of the one before), so it needs no OFFSET over 100,000 rows and more.
 */
export type KeyOrder = Sort;

type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's table is dynamic
type EB = ExpressionBuilder<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * Columns that are never empty: keys, and `create_time`, which is NOT NULL on every record table (migration
 * 0002) and stamped by every write. Ordering them needs no NULLS LAST, which would keep PostgreSQL from reading
 * the default order `create_time DESC` off an index.
 */
const NEVER_EMPTY = new Set(['id', 'createTime']);

/** The list's sort followed by the key, in the direction of the first sort. */
export function listOrder(q: Pick<ListQuery, 'sort'>, idColumn = 'id'): KeyOrder[] {
  return [...q.sort, { field: idColumn, order: q.sort[0]?.order ?? 'desc' }];
}

export function orderNullsLast<Q extends AnySelect>(query: Q, order: KeyOrder[], kind: DbKind): Q {
  let q: AnySelect = query;
  for (const [i, { field, order: dir }] of order.entries()) {
    // Where the database already puts nulls last, say nothing more, so an index on the column still serves
    // the order (SQLite and MariaDB: nulls first ascending, last descending; PostgreSQL the other way round).
    // The last column is the key (listOrder), never empty either.
    const nativeLast = NEVER_EMPTY.has(field) || i === order.length - 1 || (kind === 'postgres' ? dir === 'asc' : dir === 'desc');
    if (nativeLast) q = q.orderBy(field, dir);
    else if (kind !== 'mysql') q = q.orderBy(field, (ob) => (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast());
    // MariaDB has no NULLS LAST: order by "is null" first.
    else q = q.orderBy((eb) => eb.case().when(field, 'is', null).then(1).else(0).end(), 'asc').orderBy(field, dir);
  }
  return q as Q;
}

/** Rows that come after `last` in `order` (nulls last). */
export function afterRow(order: KeyOrder[], last: Row) {
  return (eb: EB): Expression<SqlBool> => {
    const from = (i: number): Expression<SqlBool> => {
      const { field, order: dir } = order[i];
      const v = last[field];
      const parts: Expression<SqlBool>[] = [];
      // Strictly after on this column: a larger (smaller) value, or null after any value.
      if (v !== null && v !== undefined) parts.push(eb.or([eb(field, dir === 'asc' ? '>' : '<', v), eb(field, 'is', null)]));
      // Equal on this column, and after on the next ones.
      if (i + 1 < order.length) {
        const same = v === null || v === undefined ? eb(field, 'is', null) : eb(field, '=', v);
        parts.push(eb.and([same, from(i + 1)]));
      }
      return eb.or(parts);
    };
    return from(0);
  };
}
