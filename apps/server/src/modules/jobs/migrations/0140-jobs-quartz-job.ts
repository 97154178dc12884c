import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';

/**
 * 定时任务 (reference/JEECG.md §2 sys_quartz_job) plus what the scheduler records: the firing an instance
 * claimed (so that one instance of a cluster runs it) and the last run's time and result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('sys_quartz_job')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('job_class_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('cron_expression', 'varchar(255)', (c) => c.notNull())
    .addColumn('parameter', 'varchar(255)')
    .addColumn('description', 'varchar(255)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_fire_at', 'bigint')
    .addColumn('last_run_time', 'bigint')
    .addColumn('last_run_result', 'varchar(500)')).execute();
  await db.schema.createIndex('idx_sys_quartz_job_created').on('sys_quartz_job').column('create_time').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
