import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 清洗消毒 (contracts resources/foodtrace/cleaning.ts): the cleanings of the lines. The register lists them by time; a
 * run's check reads a line's last verified cleaning before the run began (shared/cleaning.ts), by line and end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_cleaning')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('line', 'varchar(50)', (c) => c.notNull())
    .addColumn('equipment', 'varchar(100)')
    .addColumn('clean_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('lye_concentration', 'decimal(6, 2)')
    .addColumn('lye_temperature', 'decimal(6, 1)')
    .addColumn('lye_minutes', 'integer')
    .addColumn('acid_concentration', 'decimal(6, 2)')
    .addColumn('acid_temperature', 'decimal(6, 1)')
    .addColumn('acid_minutes', 'integer')
    .addColumn('sanitizer', 'varchar(100)')
    .addColumn('operator', 'varchar(50)', (c) => c.notNull())
    .addColumn('verify_method', 'varchar(100)')
    .addColumn('result', 'varchar(10)', (c) => c.notNull())
    .addColumn('files', 'varchar(500)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('sys_org_code', 'varchar(64)')).execute();
  await indexes(db, 'ft_cleaning', [['del_flag', 'line', 'end_time'], ['start_time'], ['create_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
