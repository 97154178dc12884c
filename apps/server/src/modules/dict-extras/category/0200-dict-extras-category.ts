import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';

/**
 * 分类字典 (spec §7.2 Category; reference/JEECG.md §2 sys_category). Soft delete: a code is never handed out
 * twice, so a business record holding an old category code can never point at a different category.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('sys_category')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('pid', ID, (c) => c.notNull().defaultTo('0'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('has_child', 'varchar(3)', (c) => c.notNull().defaultTo('0'))).execute();
  await db.schema.createIndex('uniq_sys_category_code').on('sys_category').column('code').unique().execute();
  await db.schema.createIndex('idx_sys_category_pid').on('sys_category').columns(['pid', 'code']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
