import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';

/**
 * 数据源 (reference/JEECG.md sys_data_source), without JeecgBoot's driver class and separate database name (the
 * address carries the database; the driver follows the type). db_password holds the sealed password
 * (platform/crypto/secret-box.ts), which is longer than the password itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('sys_data_source')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('db_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('db_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('db_username', 'varchar(100)', (c) => c.notNull())
    .addColumn('db_password', 'varchar(500)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)')).execute();
  await db.schema.createIndex('idx_sys_data_source_code').on('sys_data_source').column('code').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
