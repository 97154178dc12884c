import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 培训考核 (contracts resources/foodtrace/staff-training.ts): the food-safety training sessions. The register lists them
 * by date; 人员培训情况 reads the year's sessions by date (staff/staff-training.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_staff_training')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('train_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('topic', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('trainer', 'varchar(50)')
    .addColumn('hours', 'decimal(6, 1)', (c) => c.notNull())
    .addColumn('participants', 'text', (c) => c.notNull())
    .addColumn('headcount', 'integer')
    .addColumn('assess_method', 'varchar(20)', (c) => c.notNull())
    .addColumn('failed', 'varchar(500)')
    .addColumn('content', 'text')
    .addColumn('files', 'varchar(500)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('sys_org_code', 'varchar(64)')).execute();
  await indexes(db, 'ft_staff_training', [['del_flag', 'train_date'], ['create_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
