/**
 * Table-backed dictionaries by registered key (DESIGN.md §5 rule 1, reference/JEECG.md §5.3 rule 1).
 *
 * JeecgBoot let the client name a table, its columns and even a filter ("sys_user,realname,username") and
 * substituted them into SQL — the root of most of its CVEs. Here the client only sends a key; the table,
 * columns and fixed filter behind each key are written in server code. The built-in keys use JeecgBoot's
 * `table,text,code` spelling so existing form configurations keep working, but a key is only ever looked
 * up, never parsed: an unregistered key is refused without touching the database.
 */
export interface TableDictDef {
  /** What clients send, e.g. 'sys_user,realname,username'. */
  key: string;
  table: string;
  textColumn: string;
  valueColumn: string;
  /** Fixed equality filter (column → value), e.g. live rows only. */
  filter?: Record<string, string | number>;
  /** The table carries tenant_id: only the request's tenant's rows are offered (DESIGN.md §5 rule 4). */
  tenantScoped?: boolean;
  /** Column the options are ordered by (default the text column). */
  orderColumn?: string;
}

/** A tree over a table with a parent column (JTreeSelect's loadTreeData). */
export interface TreeDictDef {
  /** The `tableName` clients send, e.g. 'sys_depart'. */
  key: string;
  table: string;
  textColumn: string;
  /** The node's key (JeecgBoot's `code` parameter). */
  valueColumn: string;
  pidColumn: string;
  /** A column holding '1' when the row has children; without it children are counted. */
  hasChildColumn?: string;
  /** The pid of top-level rows; null: top-level rows have a null or empty pid. */
  rootPid: string | null;
  filter?: Record<string, string | number>;
  /** Columns a request's `condition` JSON may filter on (equality, bound values). */
  conditionColumns: readonly string[];
  tenantScoped?: boolean;
  orderColumn?: string;
}

const IDENT = /^[a-z][a-z0-9_]{0,62}$/;
const tables = new Map<string, TableDictDef>();
const trees = new Map<string, TreeDictDef>();

function assertIdentifiers(kind: string, key: string, names: Array<string | undefined>): void {
  for (const n of names) {
    if (n !== undefined && !IDENT.test(n)) throw new Error(`${kind} ${key}: '${n}' is not a plain snake_case identifier`);
  }
}

function assertSame<T>(kind: string, map: Map<string, T>, key: string, def: T): void {
  const known = map.get(key);
  if (known && JSON.stringify(known) !== JSON.stringify(def)) {
    throw new Error(`${kind} ${key} is already registered with a different definition`);
  }
}

/**
 * Registers a table dictionary. Modules call it from their `register` (several app instances in one process,
 * as in the tests, register the same definition again; a different definition under a known key is a bug).
 */
export function registerTableDict(def: TableDictDef): void {
  assertIdentifiers('table dictionary', def.key, [def.table, def.textColumn, def.valueColumn, def.orderColumn, ...Object.keys(def.filter ?? {})]);
  assertSame('table dictionary', tables, def.key, def);
  tables.set(def.key, Object.freeze({ ...def }));
}

export function registerTreeDict(def: TreeDictDef): void {
  assertIdentifiers('tree dictionary', def.key, [def.table, def.textColumn, def.valueColumn, def.pidColumn, def.hasChildColumn,
    def.orderColumn, ...Object.keys(def.filter ?? {}), ...def.conditionColumns]);
  assertSame('tree dictionary', trees, def.key, def);
  trees.set(def.key, Object.freeze({ ...def, conditionColumns: [...def.conditionColumns] }));
}

/** Map.get, never an object property lookup: a key like 'constructor' must not resolve to anything. */
export function tableDictOf(key: string): TableDictDef | undefined {
  return tables.get(key);
}

export function treeDictOf(key: string): TreeDictDef | undefined {
  return trees.get(key);
}
