import type { Kysely } from 'kysely';

/**
 * 数据日志 reads one table's writes newest first: by table and time, where the first index served one
 * record's history (table and id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('idx_sys_data_log_time').on('sys_data_log').columns(['data_table', 'create_time']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
