import { MysqlAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/** Columns every record table has: who and when (DESIGN.md §5 rule 11) and the soft-delete flag. */
export function auditColumns<T extends string>(t: CreateTableBuilder<T, never>, opts: { softDelete?: boolean } = {}) {
  let b = t
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_by', 'varchar(50)')
    .addColumn('update_time', 'bigint');
  if (opts.softDelete !== false) b = b.addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0));
  return b;
}

export const ID = 'varchar(32)';

/**
 * The column a `tenantScoped` resource's table carries (DESIGN.md §5 rule 4): the platform filters every
 * query by it and stamps it on add. 0 = no tenant.
 */
export const TENANT_COLUMN = {
  name: 'tenant_id',
  define: (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0),
} as const;

/** Drops an index of `table`: only MySQL names the table in DROP INDEX; PostgreSQL and SQLite refuse the ON clause. */
export async function dropIndex(db: Kysely<unknown>, name: string, table: string): Promise<void> {
  const drop = db.schema.dropIndex(name);
  await (db.getExecutor().adapter instanceof MysqlAdapter ? drop.on(table) : drop).execute();
}
