import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 健康证明 (contracts resources/foodtrace/staff-health.ts): the workers' yearly health certificates. The trace report
 * reads a run's operators' certificates by name; the register and the morning reminder read them by 有效期至.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_staff_health')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('work_no', 'varchar(30)')
    .addColumn('workshop', 'varchar(50)')
    .addColumn('post', 'varchar(50)')
    .addColumn('cert_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('issuer', 'varchar(100)')
    .addColumn('exam_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('files', 'varchar(500)')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_staff_health', [['name', 'del_flag'], ['del_flag', 'valid_until'], ['create_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
