import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * Trace codes and their scans (DOMAIN.md §3; TRACEABILITY.md §4.4). The code list pages one million rows
 * by product, lot or date: each such filter has an index that also carries del_flag and the sort, so both the
 * page and its count are answered from the index. Every consumer scan writes here, so nothing a scan changes
 * (scan_count, first/last scan time) is indexed, and the scan log keeps only the two indexes its readers need
 * (by code for a code's history, by time for the dashboards, which filter the window's rows further).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await auditColumns(s.createTable('ft_code_batch')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('batch_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('lot_id', ID, (c) => c.notNull())
    .addColumn('product_id', ID)
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('with_serial', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_code_batch', [['batch_no'], ['lot_id'], ['create_time']]);

  await auditColumns(s.createTable('ft_trace_code')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('lot_id', ID, (c) => c.notNull())
    .addColumn('product_id', ID)
    .addColumn('batch_id', ID)
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('scan_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_scan_time', 'bigint')
    .addColumn('last_scan_time', 'bigint')
    .addColumn('void_reason', 'varchar(200)')).execute();
  await indexes(db, 'ft_trace_code', [{ columns: ['code'], unique: true }, ['product_id', 'del_flag', 'create_time', 'id'], ['lot_id', 'del_flag', 'create_time', 'id'], ['batch_id', 'del_flag', 'id'], ['del_flag', 'create_time', 'id']]);

  // A log, never edited: who scanned is a consumer, so create_by stays empty; the region only when known.
  await s.createTable('ft_scan_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('code_id', ID)
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('lot_id', ID)
    .addColumn('product_id', ID)
    .addColumn('scan_no', 'integer')
    .addColumn('result', 'varchar(10)', (c) => c.notNull())
    .addColumn('scan_time', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('province_code', 'varchar(6)')
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await indexes(db, 'ft_scan_log', [['code_id', 'scan_time'], ['scan_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
