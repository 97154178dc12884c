import dayjs from 'dayjs';
import { FORMATS, LIST_SCOPE_KEY, PAGING, normalizeTraceCode, resourceActions, type FieldDef, type ResourceDef } from '@foodtrace/contracts';
import { CRUD_TEXT } from './texts';

/** Pure list-state helpers: everything here is what the JeecgBoot list mixin sends (reference/JEECG.md §1.7–1.8). */
export type SortOrder = 'asc' | 'desc';
export interface ListSort { column: string; order: SortOrder }
export type SearchValues = Record<string, unknown>;
export type SearchParams = Record<string, string>;

export function defaultSort(def: Pick<ResourceDef, 'defaultSort'>): ListSort {
  return def.defaultSort ?? { column: PAGING.defaultSortColumn, order: PAGING.defaultSortOrder };
}

/** The definition without `field` in its search form: a screen that chooses that filter itself (a switch above the list). */
export function withoutSearch(def: ResourceDef, field: string): ResourceDef {
  return { ...def, fields: { ...def.fields, [field]: { ...def.fields[field], search: undefined } } };
}

/** A resource's rows as the worklist of another screen: what to list, its search form, and the view's own filter. */
export interface Worklist { resource: ResourceDef; searchResource: ResourceDef; filter: Record<string, string> }

/**
 * A resource's rows narrowed by `filter` as the worklist of another screen (待处置批次, 待纠偏加工单): read and
 * exported only there — its add, edit, delete and import stay on its own screen — with the filtered fields left
 * out of the search form and, when `columns` are named, only those listed, in that order; `sort` reads it in its
 * own order (留样台账 by 留样至) instead of the resource's.
 */
export function worklistOf(def: ResourceDef, filter: Record<string, string>, columns?: readonly string[], sort?: ListSort): Worklist {
  const fields = columns
    ? Object.fromEntries([
      ...columns.map((name) => [name, { ...def.fields[name], list: true }] as const),
      ...Object.entries(def.fields).filter(([name]) => !columns.includes(name)).map(([name, f]) => [name, { ...f, list: false }] as const),
    ])
    : def.fields;
  const resource = { ...def, fields, ...(sort ? { defaultSort: sort } : {}), actions: resourceActions(def).filter((a) => a === 'list' || a === 'queryById' || a === 'exportXls') };
  // a filter on a field takes that field off the search form; other keys (listScope) name no field
  return { resource, searchResource: Object.keys(filter).filter((k) => k in def.fields).reduce(withoutSearch, resource), filter };
}

export function searchFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => f.search);
}

type Edge = 'begin' | 'end';

/** One value as the server reads it; '' means "no filter". */
function wireValue(f: FieldDef, v: unknown, edge?: Edge): string {
  if (v === null || v === undefined) return '';
  if (dayjs.isDayjs(v)) {
    if (f.type !== 'datetime') return v.format(FORMATS.date);
    // The range picker picks days; a datetime range must cover the whole first and last day.
    const d = edge === 'begin' ? v.startOf('day') : edge === 'end' ? v.endOf('day') : v;
    return d.format(FORMATS.datetime);
  }
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (Array.isArray(v)) return v.map((x) => wireValue(f, x)).filter(Boolean).join(',');
  return String(v).trim();
}

/**
 * Search form values → query parameters with the QueryGenerator conventions: like → `*v*`, eq → `v`,
 * range → `field_begin` / `field_end`. An eq value holding a comma is read by the server as `in`, which is
 * what a multi-select wants; the protocol has no escape for a literal comma.
 */
export function buildSearchParams(def: ResourceDef, values: SearchValues): SearchParams {
  const out: SearchParams = {};
  for (const [name, f] of searchFields(def)) {
    const v = values[name];
    if (f.search === 'range') {
      const [a, b] = Array.isArray(v) ? v : [];
      const begin = wireValue(f, a, 'begin');
      const end = wireValue(f, b, 'end');
      if (begin) out[`${name}_begin`] = begin;
      if (end) out[`${name}_end`] = end;
      continue;
    }
    const typed = wireValue(f, v);
    const s = f.traceCode ? normalizeTraceCode(typed) ?? typed : typed;
    // A reference holds an id: matched exactly even when declared 'like'.
    if (s) out[name] = f.search === 'like' && !f.ref ? `*${s}*` : s;
  }
  // a scope the screen asks for (a worklist's) is no field of the form but goes along with it
  const scope = values[LIST_SCOPE_KEY];
  if (typeof scope === 'string' && scope) out[LIST_SCOPE_KEY] = scope;
  return out;
}

export interface AntdSorter { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null }

/** antd sorter → column/order: ascend → asc, otherwise desc; a cleared sorter goes back to the default sort. */
export function sorterToSort(sorter: AntdSorter | AntdSorter[] | undefined, fallback: ListSort): ListSort {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!s || !s.order) return fallback;
  const key = s.columnKey ?? (Array.isArray(s.field) ? s.field.join('.') : s.field);
  if (key === undefined || key === null || key === '') return fallback;
  // Dictionary columns show `<field>_dictText`; the server sorts (and whitelists) the field itself.
  return { column: String(key).replace(/_dictText$/, ''), order: s.order === 'ascend' ? 'asc' : 'desc' };
}

/** The controlled sortOrder of a column, so the header arrow always tells the truth. */
export function columnSortOrder(sort: ListSort, column: string): 'ascend' | 'descend' | null {
  if (sort.column !== column) return null;
  return sort.order === 'asc' ? 'ascend' : 'descend';
}

export const showTotal = (total: number, range: [number, number]) => CRUD_TEXT.total(total, range);

export const PAGE_SIZE_OPTIONS = PAGING.pageSizeOptions.map(String);

/** `superQuery`: the advanced query's `superQueryParams` + `superQueryMatchType`, kept apart from the search form. */
export interface ListQuery { pageNo: number; pageSize: number; sort: ListSort; search: SearchParams; superQuery?: SearchParams }

export function listRequestParams(q: ListQuery): Record<string, string | number> {
  return { pageNo: q.pageNo, pageSize: q.pageSize, column: q.sort.column, order: q.sort.order, ...q.search, ...q.superQuery };
}
