import { LIST_SCOPE_KEY, NAME_JOINER, PAGING, personNames, type FieldType } from '@foodtrace/contracts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { BadRequestError } from '../errors.ts';
import { dayEdge, parseWireTime } from '../db/time.ts';

/**
 * JeecgBoot's list-query conventions (reference/JEECG.md §1.8), read through a whitelist: every field name
 * must be one the resource declares, every value becomes a typed, bound parameter, rules come from a closed set.
 */
export type Op = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'like' | 'left_like' | 'right_like' | 'multi_like'
  // one of these whole names among a list of names (张伟、李娜); never a rule a request names itself
  | 'names';
export const SUPER_QUERY_RULES = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'like', 'left_like', 'right_like'] as const;

export interface Filter { field: string; op: Op; value: string | number | Array<string | number> }
export interface Sort { field: string; order: 'asc' | 'desc' }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resource's table is dynamic
export type ListScopeWhere = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  sort: Sort[];
  filters: Filter[];
  superQuery?: { match: 'and' | 'or'; filters: Filter[] };
  /** The named set of rows asked for (`listScope=`, ResourceDef.scopes), ANDed with the rest. */
  scope?: ListScopeWhere;
}

export interface ListSpec {
  /** wire field name → its type; the only names a request may filter on. */
  fields: Record<string, FieldType>;
  sortable: string[];
  defaultSort: Sort;
  timeZone: string;
  /** The named row sets a request may ask for with `listScope=<name>` (crud/list-scopes.ts). */
  scopes?: Record<string, ListScopeWhere>;
  /** Fields holding several people's names (format personNames): `=` and `in` on them match whole names. */
  nameLists?: ReadonlySet<string>;
}

/** Query keys that are never filters. */
const RESERVED = new Set(['pageNo', 'pageSize', 'column', 'order', 'field', '_t', 'superQueryParams', 'superQueryMatchType', 'selections', LIST_SCOPE_KEY]);

type Raw = Record<string, unknown>;

function str(v: unknown): string | undefined {
  if (Array.isArray(v)) return str(v[0]);
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

function intParam(raw: Raw, key: string, fallback: number, max: number): number {
  const s = str(raw[key]);
  if (s === undefined || s === '') return fallback;
  const n = Number(s);
  if (!Number.isInteger(n) || n < 1) throw new BadRequestError(`${key} 必须是正整数`);
  return Math.min(n, max);
}

/** A value typed by its field: numbers for numeric fields, instants for date-times, text otherwise. */
export function typedValue(spec: ListSpec, field: string, text: string, edge?: 'begin' | 'end'): string | number {
  const type = spec.fields[field];
  if (type === 'int' || type === 'decimal') {
    const n = Number(text);
    if (text.trim() === '' || Number.isNaN(n)) throw new BadRequestError(`${field} 需要数字`);
    return n;
  }
  if (type === 'datetime') {
    const t = text.trim();
    const ms = t.length === 10 && edge ? dayEdge(t, spec.timeZone, edge) : parseWireTime(t, spec.timeZone);
    if (ms === null) throw new BadRequestError(`${field} 需要 YYYY-MM-DD HH:mm:ss 格式的时间`);
    return edge === 'end' && t.length === 19 ? ms + 999 : ms;
  }
  return text;
}

/**
 * `参加人员=马俊` asks for the records naming 马俊, not for the field to equal him, nor for 马俊杰 (a LIKE would find
 * him). Several names (马俊、赵强 · 马俊,赵强) ask for any of them.
 */
function wholeNames(spec: ListSpec, f: Filter): Filter {
  if (!spec.nameLists?.has(f.field) || (f.op !== 'eq' && f.op !== 'in')) return f;
  const names = personNames((Array.isArray(f.value) ? f.value : [f.value]).join(NAME_JOINER));
  return names.length ? { field: f.field, op: 'names', value: names } : f;
}

const OPERATORS: Array<[string, Op]> = [['>= ', 'ge'], ['<= ', 'le'], ['!= ', 'ne'], ['> ', 'gt'], ['< ', 'lt']];

/** One `field=value` pair read by the value conventions. */
export function conventionFilter(spec: ListSpec, field: string, value: string): Filter {
  for (const [prefix, op] of OPERATORS) {
    if (value.startsWith(prefix)) return { field, op, value: typedValue(spec, field, value.slice(prefix.length)) };
  }
  if (value.length > 2 && value.startsWith(',') && value.endsWith(',')) {
    return { field, op: 'multi_like', value: value.slice(1, -1).split(',').filter(Boolean) };
  }
  if (value.startsWith('!')) return { field, op: 'ne', value: typedValue(spec, field, value.slice(1)) };
  const starts = value.startsWith('*');
  const ends = value.endsWith('*') && value.length > 1;
  if (starts && ends) return { field, op: 'like', value: value.slice(1, -1) };
  if (starts) return { field, op: 'left_like', value: value.slice(1) };
  if (ends) return { field, op: 'right_like', value: value.slice(0, -1) };
  if (value.includes(',')) {
    return { field, op: 'in', value: value.split(',').filter((v) => v !== '').map((v) => typedValue(spec, field, v)) };
  }
  return { field, op: 'eq', value: typedValue(spec, field, value) };
}

function parseSort(spec: ListSpec, raw: Raw): Sort[] {
  const column = str(raw.column);
  if (!column) return [spec.defaultSort];
  const orderText = (str(raw.order) ?? 'desc').toLowerCase();
  if (orderText !== 'asc' && orderText !== 'desc') throw new BadRequestError('order 只能是 asc 或 desc');
  return column.split(',').filter(Boolean).map((c) => {
    const field = c.trim().replace(/_dictText$/, '');
    if (!spec.sortable.includes(field)) throw new BadRequestError(`不支持按 ${field} 排序`);
    return { field, order: orderText };
  });
}

function parseSuperQuery(spec: ListSpec, raw: Raw): ListQuery['superQuery'] {
  const text = str(raw.superQueryParams);
  if (!text) return undefined;
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch {
    try {
      items = JSON.parse(decodeURIComponent(text));
    } catch {
      throw new BadRequestError('superQueryParams 不是有效的 JSON');
    }
  }
  if (!Array.isArray(items)) throw new BadRequestError('superQueryParams 必须是数组');
  const matchText = str(raw.superQueryMatchType) ?? 'and';
  if (matchText !== 'and' && matchText !== 'or') throw new BadRequestError('superQueryMatchType 只能是 and 或 or');
  const filters = items.slice(0, 50).map((item): Filter => {
    const { field, rule, val } = (item ?? {}) as { field?: unknown; rule?: unknown; val?: unknown };
    if (typeof field !== 'string' || !(field in spec.fields)) throw new BadRequestError(`不支持查询字段 ${String(field)}`);
    if (typeof rule !== 'string' || !(SUPER_QUERY_RULES as readonly string[]).includes(rule)) {
      throw new BadRequestError(`不支持的查询规则 ${String(rule)}`);
    }
    const text = Array.isArray(val) ? val.map(String).join(',') : String(val ?? '');
    if (rule === 'in') return wholeNames(spec, { field, op: 'in', value: text.split(',').filter(Boolean).map((v) => typedValue(spec, field, v)) });
    const isText = rule.endsWith('like');
    return wholeNames(spec, { field, op: rule as Op, value: isText ? text : typedValue(spec, field, text) });
  });
  return filters.length ? { match: matchText, filters } : undefined;
}

export function parseListQuery(spec: ListSpec, raw: Raw): ListQuery {
  const filters: Filter[] = [];
  for (const [key, v] of Object.entries(raw)) {
    if (RESERVED.has(key)) continue;
    const value = str(v);
    if (value === undefined || value === '') continue;
    const range = /^(.+)_(begin|end)$/.exec(key);
    if (range && range[1] in spec.fields) {
      const edge = range[2] as 'begin' | 'end';
      filters.push({ field: range[1], op: edge === 'begin' ? 'ge' : 'le', value: typedValue(spec, range[1], value, edge) });
    } else if (key in spec.fields) {
      filters.push(wholeNames(spec, conventionFilter(spec, key, value)));
    }
    // Unknown keys are ignored, as JeecgBoot ignores non-entity parameters; they never reach SQL.
  }
  return {
    pageNo: intParam(raw, 'pageNo', 1, 1_000_000),
    pageSize: intParam(raw, 'pageSize', PAGING.defaultPageSize, PAGING.maxPageSize),
    sort: parseSort(spec, raw),
    filters,
    superQuery: parseSuperQuery(spec, raw),
    scope: parseScope(spec, raw),
  };
}

function parseScope(spec: ListSpec, raw: Raw): ListScopeWhere | undefined {
  const name = str(raw[LIST_SCOPE_KEY]);
  if (!name) return undefined;
  const scope = Object.hasOwn(spec.scopes ?? {}, name) ? spec.scopes![name] : undefined;
  if (!scope) throw new BadRequestError(`不支持的列表范围 ${name}`);
  return scope;
}
