import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 计量器具 (contracts resources/foodtrace/instrument.ts): the instruments to be verified or calibrated. The register
 * lists them by 有效期至; the reminder and the home page read those in use by it (shared/instruments.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_instrument')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('instrument_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('model', 'varchar(100)')
    .addColumn('location', 'varchar(100)')
    .addColumn('ccp', 'varchar(1)')
    .addColumn('method', 'varchar(20)', (c) => c.notNull())
    .addColumn('cycle_months', 'integer')
    .addColumn('last_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('agency', 'varchar(100)')
    .addColumn('cert_no', 'varchar(64)')
    .addColumn('files', 'varchar(500)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_instrument', [['del_flag', 'status', 'valid_until'], ['instrument_no'], ['create_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
