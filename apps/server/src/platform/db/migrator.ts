import { Migrator, type Kysely, type Migration } from 'kysely';

/**
 * Versioned, forward-only migrations from every module, applied at start. Modules number their migrations
 * in their own ranges; unordered application is allowed so one module's new migration never blocks another's.
 */
export async function migrate(db: Kysely<unknown>, migrations: Record<string, Migration>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
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
