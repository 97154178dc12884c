import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DbKind } from '../../config.ts';
import { BadRequestError } from '../errors.ts';
import { DEPARTMENT_FIELD, NAME_JOINER } from '@foodtrace/contracts';
import { orgCodeRange } from './org-code.ts';
import type { Filter, ListQuery } from './parse.ts';

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
export function escapeLike(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EB = ExpressionBuilder<any, any>;

function like(eb: EB, field: string, pattern: string, kind: DbKind): Expression<SqlBool> {
  const ref = eb.ref(field);
  // PostgreSQL's LIKE is case-sensitive; users expect the MySQL behaviour JeecgBoot had.
  if (kind === 'postgres') return sql<SqlBool>`${ref} ilike ${pattern} escape '\\'`;
  if (kind === 'mysql') return sql<SqlBool>`${ref} like ${pattern} escape '\\\\'`;
  return sql<SqlBool>`${ref} like ${pattern} escape '\\'`;
}

/**
 * A department and those under it: `field` holds org codes (a record's sys_org_code, sys_depart.org_code), so a
 * prefix of one is a key range (org-code.ts). A LIKE with its ESCAPE, or PostgreSQL's ILIKE, uses no index: the
 * 本部门及下级 rule read all of a million trace codes for each page. Any other value stays a LIKE.
 */
export function departmentPrefix(eb: EB, field: string, prefix: string, kind: DbKind): Expression<SqlBool> {
  const range = orgCodeRange(prefix);
  if (!range) return like(eb, field, `${text(prefix)}%`, kind);
  return range.to === null ? eb(field, '>=', range.from) : eb.and([eb(field, '>=', range.from), eb(field, '<', range.to)]);
}

/** `name` as one whole name of a list kept as 张伟、李娜: alone, first, last or between two others. */
function wholeName(eb: EB, field: string, name: string, kind: DbKind): Expression<SqlBool>[] {
  const t = text(name);
  const j = NAME_JOINER;
  return [eb(field, '=', name), like(eb, field, `${t}${j}%`, kind), like(eb, field, `%${j}${t}`, kind), like(eb, field, `%${j}${t}${j}%`, kind)];
}

function text(v: unknown): string {
  return escapeLike(String(v));
}

export function filterExpression(eb: EB, f: Filter, kind: DbKind): Expression<SqlBool> {
  const ref = f.field;
  switch (f.op) {
    case 'eq': return eb(ref, '=', f.value);
    case 'ne': return eb(ref, '<>', f.value);
    case 'gt': return eb(ref, '>', f.value);
    case 'ge': return eb(ref, '>=', f.value);
    case 'lt': return eb(ref, '<', f.value);
    case 'le': return eb(ref, '<=', f.value);
    case 'in': {
      const values = Array.isArray(f.value) ? f.value : [f.value];
      if (!values.length) throw new BadRequestError(`${f.field} 的取值列表为空`);
      return eb(ref, 'in', values.slice(0, 1000));
    }
    case 'like': return like(eb, ref, `%${text(f.value)}%`, kind);
    case 'left_like': return like(eb, ref, `%${text(f.value)}`, kind);
    case 'right_like': return ref === DEPARTMENT_FIELD ? departmentPrefix(eb, ref, String(f.value), kind) : like(eb, ref, `${text(f.value)}%`, kind);
    case 'multi_like': {
      const values = (Array.isArray(f.value) ? f.value : [f.value]).slice(0, 50);
      return eb.or(values.map((v) => like(eb, ref, `%${text(v)}%`, kind)));
    }
    case 'names': return eb.or((f.value as string[]).slice(0, 50).flatMap((n) => wholeName(eb, ref, n, kind)));
  }
}

/** The WHERE of a parsed list query: field filters AND (super-query group) AND the scope asked for. */
export function whereOf(q: ListQuery, kind: DbKind) {
  return (eb: EB): Expression<SqlBool> => {
    const parts = q.filters.map((f) => filterExpression(eb, f, kind));
    if (q.superQuery) {
      const group = q.superQuery.filters.map((f) => filterExpression(eb, f, kind));
      parts.push(q.superQuery.match === 'or' ? eb.or(group) : eb.and(group));
    }
    if (q.scope) parts.push(q.scope(eb));
    return eb.and(parts);
  };
}
