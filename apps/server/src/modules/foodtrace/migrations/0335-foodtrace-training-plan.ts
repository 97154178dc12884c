import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 培训计划 (contracts resources/foodtrace/training-plan.ts): the yearly training plan's items, listed by 计划完成日期;
 * a session of 培训考核 names the item it carries out (`plan_id`), and the item keeps the first such session's day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_training_plan')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('topic', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('audience', 'varchar(200)', (c) => c.notNull())
    .addColumn('hours', 'decimal(6, 1)')
    .addColumn('trainer', 'varchar(50)')
    .addColumn('assess_method', 'varchar(20)')
    .addColumn('done_date', 'varchar(10)')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_training_plan', [['del_flag', 'done_date', 'due_date'], ['create_time']]);
  await db.schema.alterTable('ft_staff_training').addColumn('plan_id', 'varchar(32)').execute();
  await indexes(db, 'ft_staff_training', [['plan_id']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
