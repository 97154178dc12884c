import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 食品安全自查 (contracts resources/foodtrace/safety-check.ts): the 日管控, 周排查 and 月调度 records. The register
 * lists them by date; what it lacks is read by kind and date (safety/safety-check-gaps.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_safety_check')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('check_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('checker', 'varchar(50)', (c) => c.notNull())
    .addColumn('participants', 'varchar(200)')
    .addColumn('risk_items', 'varchar(300)')
    .addColumn('result', 'varchar(10)', (c) => c.notNull())
    .addColumn('problems', 'varchar(1000)')
    .addColumn('measures', 'varchar(1000)')
    .addColumn('rectified_date', 'varchar(10)')
    .addColumn('reported_to', 'varchar(50)')
    .addColumn('content', 'text')
    .addColumn('files', 'varchar(500)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('sys_org_code', 'varchar(64)')).execute();
  await indexes(db, 'ft_safety_check', [['del_flag', 'check_date'], ['kind', 'check_date'], ['create_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
