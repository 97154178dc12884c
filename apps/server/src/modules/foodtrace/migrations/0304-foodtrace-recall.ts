import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes, QTY } from './columns.ts';

/**
 * Recalls become records one works through (TRACEABILITY.md §4.3): real or mock, a level, open until closed
 * with a summary, and one row per consignee and lot — what was shipped to whom, when they were told, and how
 * much came back. Existing recalls are real and open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.alterTable('ft_recall').addColumn('recall_type', 'varchar(10)', (c) => c.notNull().defaultTo('REAL')).execute();
  await s.alterTable('ft_recall').addColumn('recall_level', 'varchar(2)').execute();
  await s.alterTable('ft_recall').addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('OPEN')).execute();
  await s.alterTable('ft_recall').addColumn('closed_time', 'bigint').execute();
  await s.alterTable('ft_recall').addColumn('summary', 'varchar(1000)').execute();
  await indexes(db, 'ft_recall', [['recall_type', 'create_time'], ['recall_no']]);

  await auditColumns(s.createTable('ft_recall_consignee')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('recall_id', ID, (c) => c.notNull())
    .addColumn('customer_id', ID, (c) => c.notNull())
    .addColumn('lot_id', ID, (c) => c.notNull())
    .addColumn('shipped_qty', QTY, (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('shipment_nos', 'varchar(500)')
    .addColumn('notified_time', 'bigint')
    .addColumn('notify_method', 'varchar(20)')
    .addColumn('contact', 'varchar(100)')
    .addColumn('acknowledged_time', 'bigint')
    .addColumn('recovered_qty', QTY)
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_recall_consignee', [['recall_id', 'customer_id'], ['lot_id']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
