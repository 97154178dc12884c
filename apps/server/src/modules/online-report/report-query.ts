import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import type { DbKind } from '../../config.ts';
import type { DB } from '../../platform/db/schema.ts';
import { whereOf } from '../../platform/list-query/apply.ts';
import { parseListQuery, type ListQuery, type ListSpec } from '../../platform/list-query/parse.ts';
import type { ReportDefinition } from './report-definition.ts';

/** `self_<name>` request parameters feed the SQL's `${name}` placeholders (JeecgBoot's popup `param`). */
export const SELF_PREFIX = 'self_';
const MAX_PARAM_LENGTH = 500;

/**
 * The filterable fields are the report's query items, the sortable ones its shown columns. The application's
 * own tables keep instants as numbers (a datetime filter becomes one); another database has date-time columns,
 * which compare with the wire text as it is.
 */
export function reportListSpec(def: ReportDefinition, timeZone: string, external = false): ListSpec {
  const shown = def.items.filter((i) => i.isShow).map((i) => i.field);
  return {
    fields: Object.fromEntries(def.items.filter((i) => i.isQuery).map((i) => [i.field, external && i.type === 'datetime' ? 'string' : i.type])),
    sortable: shown,
    defaultSort: { field: shown[0] ?? def.items[0]?.field ?? 'id', order: 'asc' },
    timeZone,
  };
}

/** The report SQL with every placeholder bound (a missing `self_` value binds ''). */
function reportSource(def: ReportDefinition, raw: Record<string, unknown>): RawBuilder<unknown> {
  const { parts, params } = def.sql;
  let out: RawBuilder<unknown> = sql.raw(parts[0]);
  params.forEach((name, i) => {
    const v = raw[`${SELF_PREFIX}${name}`];
    const value = (Array.isArray(v) ? v[0] : v) ?? '';
    out = sql`${out}${sql.val(String(value).slice(0, MAX_PARAM_LENGTH))}${sql.raw(parts[i + 1])}`;
  });
  return out;
}

/** On another database a date-time range ending on a day (`_end=2026-11-27`) takes in the whole of that day. */
function wholeLastDay(def: ReportDefinition, raw: Record<string, unknown>): Record<string, unknown> {
  const out = { ...raw };
  for (const i of def.items) {
    const end = out[`${i.field}_end`];
    if (i.type === 'datetime' && typeof end === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(end.trim())) out[`${i.field}_end`] = `${end.trim()} 23:59:59`;
  }
  return out;
}

export interface ReportQueries {
  list: ListQuery;
  count: CompiledQuery;
  page: CompiledQuery;
}

/**
 * The count and page queries over the report SQL wrapped as a subquery: filters and sort only on the
 * report's own fields (list-query whitelist), values bound. Rows are ordered by the requested column and then
 * by every shown column, because MySQL/MariaDB drop a subquery's ORDER BY and paging needs a stable order.
 */
export function buildReportQueries(db: Kysely<DB>, kind: DbKind, def: ReportDefinition, raw: Record<string, unknown>, timeZone: string, external = false): ReportQueries {
  const spec = reportListSpec(def, timeZone, external);
  const list = parseListQuery(spec, external ? wholeLastDay(def, raw) : raw);
  const requested = raw.column ? list.sort : [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the columns are the report's own
  const plain = db.withoutPlugins() as unknown as Kysely<any>;
  const base = plain.selectFrom(sql`(${reportSource(def, raw)})`.as('t')).where(whereOf(list, kind));
  let page = base.selectAll();
  for (const s of requested) page = page.orderBy(s.field, s.order);
  for (const f of spec.sortable) if (!requested.some((s) => s.field === f)) page = page.orderBy(f, 'asc');
  return {
    list,
    count: base.select((eb) => eb.fn.countAll().as('total')).compile(),
    page: page.limit(list.pageSize).offset((list.pageNo - 1) * list.pageSize).compile(),
  };
}
