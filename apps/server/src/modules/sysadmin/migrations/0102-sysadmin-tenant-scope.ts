import type { Kysely } from 'kysely';
import { TENANT_COLUMN } from '../../../platform/db/migrations/columns.ts';

/**
 * Positions are tenant-scoped (JeecgBoot's sys_position has a tenant in later versions): existing rows
 * belong to "no tenant" (0), which is what a user without tenants works in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sys_position').addColumn(TENANT_COLUMN.name, 'integer', TENANT_COLUMN.define).execute();
  await db.schema.createIndex('idx_sys_position_tenant').on('sys_position').columns(['tenant_id', 'create_time']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
