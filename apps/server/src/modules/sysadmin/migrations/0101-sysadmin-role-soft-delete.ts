import { MysqlAdapter, type Kysely } from 'kysely';

/**
 * Roles become a generic resource (soft delete). The role code stays unique among live roles (checked by the
 * resource's `unique`), so the database index may no longer cover deleted rows: a deleted role's code can be
 * given to a new role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.alterTable('sys_role').addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // Only MySQL names the table in DROP INDEX; PostgreSQL and SQLite refuse the ON clause.
  const drop = s.dropIndex('uniq_sys_role_code');
  await (db.getExecutor().adapter instanceof MysqlAdapter ? drop.on('sys_role') : drop).execute();
  await s.createIndex('idx_sys_role_code').on('sys_role').column('role_code').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
