import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';

/**
 * 文件存储's index (reference/JEECG.md oss_file): one row per uploaded file — its own name, the stored path,
 * folder and size — written by the upload call; files stored before it are added at start (indexStoredFiles).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('oss_file')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('url', 'varchar(255)', (c) => c.notNull())
    .addColumn('biz', 'varchar(20)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())).execute();
  await db.schema.createIndex('idx_oss_file_create').on('oss_file').columns(['create_time', 'id']).execute();
  await db.schema.createIndex('idx_oss_file_url').on('oss_file').column('url').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
