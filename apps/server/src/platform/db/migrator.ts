import { Migrator, sql, type DatabaseIntrospector, type Kysely, type Migration } from 'kysely';

/**
 * Versioned, forward-only migrations from every module, applied at start. Modules number their migrations
 * in their own ranges; unordered application is allowed so one module's new migration never blocks another's.
 */
export async function migrate(db: Kysely<unknown>, migrations: Record<string, Migration>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db: schema ? ownSchemaOnly(db, schema) : db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'sys_migration',
    migrationLockTableName: 'sys_migration_lock',
    // Without it Kysely looks for its tables in every schema and mistakes another schema's for ours.
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The migrator asks whether its own two tables exist by introspecting every column of every table in the
 * database. On PostgreSQL that reads the columns of tables other connections are creating at that moment (the
 * tests' schemas side by side, or another application in the same database), which can fail with "column …
 * does not exist". It is answered from our schema's table names alone.
 */
function ownSchemaOnly(db: Kysely<unknown>, schema: string): Kysely<unknown> {
  const tables = async () => (await sql<{ name: string; schema: string }>`
    select table_name as name, table_schema as schema from information_schema.tables where table_schema = ${schema}`.execute(db))
    .rows.map((t) => ({ ...t, isView: false, columns: [] }));
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: tables,
    getMetadata: async () => ({ tables: await tables() }),
  };
  // Kysely keeps its state in private fields: its methods run on the real instance, only `introspection` differs
  return new Proxy(db, {
    get: (target, prop) => {
      if (prop === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
