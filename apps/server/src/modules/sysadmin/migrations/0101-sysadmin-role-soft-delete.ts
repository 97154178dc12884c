import type { Kysely } from 'kysely';
import { dropIndex } from '../../../platform/db/migrations/columns.ts';

/**
 * Roles become a generic resource (soft delete). The role code stays unique among live roles (checked by the
 * resource's `unique`), so the database index may no longer cover deleted rows: a deleted role's code can be
 * given to a new role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.alterTable('sys_role').addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await dropIndex(db, 'uniq_sys_role_code', 'sys_role');
  await s.createIndex('idx_sys_role_code').on('sys_role').column('role_code').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
