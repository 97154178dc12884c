import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { DbKind } from '../config.ts';

/**
 * Walking a whole list in chunks without OFFSET (Excel export of 100,000 rows and more): each chunk starts
 * strictly after the last row of the previous one in the list's own order. The order ends with `id`, so it is
 * total; nulls are put last explicitly, the same on SQLite, PostgreSQL and MariaDB (whose defaults differ).
 */
export interface KeyOrder { field: string; order: 'asc' | 'desc' }

type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resource's table is dynamic
type EB = ExpressionBuilder<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

export function orderForKeyset<Q extends AnySelect>(query: Q, order: KeyOrder[], kind: DbKind): Q {
  let q: AnySelect = query;
  for (const { field, order: dir } of order) {
    // Where the database already puts nulls last, say nothing more, so an index on the column still serves
    // the order (SQLite and MariaDB: nulls first ascending, last descending; PostgreSQL the other way round).
    const nativeLast = field === 'id' || (kind === 'postgres' ? dir === 'asc' : dir === 'desc');
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
