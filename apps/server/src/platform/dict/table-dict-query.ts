import type { Expression, ExpressionBuilder, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import { PAGING, type DictItem, type TreeSelectNode } from '@foodtrace/contracts';
import type { DbKind } from '../../config.ts';
import type { DB } from '../db/schema.ts';
import { chunks } from '../db/in-chunks.ts';
import { filterExpression } from '../list-query/apply.ts';
import type { TableDictDef, TreeDictDef } from './table-dict-registry.ts';

/**
 * The reads behind registered table and tree dictionaries. Every identifier comes from a registered
 * definition (server code), every value is bound; the request contributes only values.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is named by a registered definition
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EB = ExpressionBuilder<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/** Snake_case names as registered: the camel-case plugin must not rename them or the answer's keys. */
const plain = (db: Kysely<DB>): AnyDb => db.withoutPlugins() as unknown as AnyDb;

export interface DictScope {
  kind: DbKind;
  /** The request's tenant (0 = none), for tenant-scoped tables. */
  tenantId: number;
}

type Scoped = Pick<TableDictDef, 'filter' | 'tenantScoped'>;

function fixedWhere(eb: EB, def: Scoped, scope: DictScope, alias: string): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = Object.entries(def.filter ?? {}).map(([col, v]) => eb(`${alias}.${col}`, '=', v));
  if (def.tenantScoped) parts.push(eb(`${alias}.tenant_id`, '=', scope.tenantId));
  return eb.and(parts);
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const toItem = (r: Record<string, unknown>): DictItem => {
  const t = text(r.text) || text(r.value);
  return { value: text(r.value), text: t, title: t };
};

function options(db: Kysely<DB>, def: TableDictDef, scope: DictScope): AnySelect {
  return plain(db).selectFrom(`${def.table} as t`)
    .select((eb) => [eb.ref(`t.${def.textColumn}`).as('text'), eb.ref(`t.${def.valueColumn}`).as('value')])
    .where((eb) => fixedWhere(eb, def, scope, 't'))
    .orderBy(`t.${def.orderColumn ?? def.textColumn}`);
}

/** All options of a table dictionary (bounded: a dictionary is a list to choose from, not a table dump). */
export async function tableDictItems(db: Kysely<DB>, def: TableDictDef, scope: DictScope): Promise<DictItem[]> {
  const rows = await options(db, def, scope).limit(PAGING.maxPageSize).execute();
  return rows.map(toItem);
}

/** Options whose text contains the keyword (LIKE-escaped, bound), at most `pageSize`. */
export async function searchTableDict(db: Kysely<DB>, def: TableDictDef, scope: DictScope, keyword: string, pageSize: number): Promise<DictItem[]> {
  let q = options(db, def, scope);
  if (keyword) q = q.where((eb) => filterExpression(eb, { field: `t.${def.textColumn}`, op: 'like', value: keyword }, scope.kind));
  return (await q.limit(pageSize).execute()).map(toItem);
}

/**
 * The texts of the given values, in their order; a value no row has reads as itself. A value only a deleted
 * (filtered-out) row has still reads as that row's text: a record keeps naming the person or department that
 * wrote it after they are gone (责任可究). A live row wins when a value was reused.
 */
export async function translateTableDict(db: Kysely<DB>, def: TableDictDef, scope: DictScope, values: string[]): Promise<string[]> {
  if (!values.length) return [];
  const byValue = new Map<string, string>();
  const read = async (query: AnySelect, wanted: string[]): Promise<void> => {
    for (const part of chunks(wanted)) {
      for (const r of await query.where(`t.${def.valueColumn}`, 'in', part).execute()) {
        if (!byValue.has(text(r.value))) byValue.set(text(r.value), toItem(r).text);
      }
    }
  };
  const unique = [...new Set(values)];
  await read(options(db, def, scope), unique);
  const missing = unique.filter((v) => !byValue.has(v));
  const { filter, ...unfiltered } = def;
  if (missing.length && filter) await read(options(db, unfiltered, scope), missing);
  return values.map((v) => byValue.get(v) ?? v);
}

/**
 * One level of a tree dictionary: the children of `pid` (the top level without it), each marked leaf when it
 * has no children matching the same filters, so the client never offers to expand an empty node.
 */
export async function treeDictLevel(
  db: Kysely<DB>, def: TreeDictDef, scope: DictScope, pid: string | undefined, condition: Record<string, string | number>,
): Promise<TreeSelectNode[]> {
  const where = (eb: EB, alias: string): Expression<SqlBool> => eb.and([
    fixedWhere(eb, def, scope, alias),
    ...Object.entries(condition).map(([col, v]) => eb(`${alias}.${col}`, '=', v)),
  ]);
  const parentIs = (eb: EB): Expression<SqlBool> => {
    if (pid !== undefined && pid !== '') return eb(`t.${def.pidColumn}`, '=', pid);
    if (def.rootPid !== null) return eb(`t.${def.pidColumn}`, '=', def.rootPid);
    return eb.or([eb(`t.${def.pidColumn}`, 'is', null), eb(`t.${def.pidColumn}`, '=', '')]);
  };
  const rows = await plain(db).selectFrom(`${def.table} as t`)
    .select((eb) => [
      eb.ref(`t.${def.textColumn}`).as('text'),
      eb.ref(`t.${def.valueColumn}`).as('value'),
      eb.ref(`t.${def.pidColumn}`).as('pid'),
      def.hasChildColumn
        ? eb.ref(`t.${def.hasChildColumn}`).as('has_child')
        : eb.case().when(eb.exists(eb.selectFrom(`${def.table} as c`).select('c.' + def.valueColumn)
          .whereRef(`c.${def.pidColumn}`, '=', `t.${def.valueColumn}`).where((ceb) => where(ceb, 'c')))).then(1).else(0).end().as('has_child'),
    ])
    .where((eb) => eb.and([parentIs(eb), where(eb, 't')]))
    .orderBy(`t.${def.orderColumn ?? def.textColumn}`)
    .limit(PAGING.maxPageSize)
    .execute();
  return rows.map((r) => {
    const key = text(r.value);
    const title = text(r.text) || key;
    const leaf = String(r.has_child) === '1' ? 0 : 1;
    return { key, value: key, title, label: title, leaf, isLeaf: leaf === 1, parentId: r.pid === null ? null : text(r.pid) };
  });
}
