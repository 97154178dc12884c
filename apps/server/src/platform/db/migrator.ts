import { Migrator, type Kysely, type Migration } from 'kysely';
import * as m0001 from './migrations/0001-system.ts';

/** Versioned, forward-only migrations, applied at start. Each later module appends its own entry. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-system': m0001,
};

export async function migrate(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: 'sys_migration',
    migrationLockTableName: 'sys_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
