import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes, QTY } from './columns.ts';

/**
 * Lots and the events around them (DOMAIN.md §1; reference/trace-model-sql/schema.sql): one lot table for raw,
 * work-in-progress and finished lots, the genealogy (lot_link, indexed in both directions so both traces are
 * index seeks), intake, processing with inputs and step records, inspections with items, finished intake,
 * shipments with lines, recalls.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  // consumed_qty and shipped_qty move only through conditional updates, so available never goes below zero.
  await auditColumns(s.createTable('ft_lot')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('lot_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('lot_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('crude_id', ID)
    .addColumn('product_id', ID)
    .addColumn('quantity', QTY, (c) => c.notNull())
    .addColumn('consumed_qty', QTY, (c) => c.notNull().defaultTo(0))
    .addColumn('shipped_qty', QTY, (c) => c.notNull().defaultTo(0))
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('initial_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('recall_id', ID)
    .addColumn('produced_time', 'bigint')
    .addColumn('expiry_date', 'varchar(10)')
    .addColumn('origin_id', ID)
    .addColumn('process_id', ID)
    .addColumn('remark', 'varchar(500)')).execute();
  // Lot numbers are never reused, deleted lots included: a printed number must name one lot forever.
  await indexes(db, 'ft_lot', [{ columns: ['lot_no'], unique: true }, ['product_id', 'create_time'], ['crude_id', 'create_time'], ['status'], ['produced_time'], ['process_id'], ['create_time']]);

  await auditColumns(s.createTable('ft_crude_putin')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('putin_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('crude_id', ID, (c) => c.notNull())
    .addColumn('supplier_id', ID, (c) => c.notNull())
    .addColumn('supplier_lot_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('lot_no', 'varchar(20)')
    .addColumn('quantity', QTY, (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('unit_price', QTY)
    .addColumn('received_time', 'bigint', (c) => c.notNull())
    .addColumn('production_date', 'varchar(10)')
    .addColumn('expiry_date', 'varchar(10)')
    .addColumn('origin_id', ID)
    .addColumn('carrier_id', ID)
    .addColumn('doc_type', 'varchar(20)')
    .addColumn('doc_no', 'varchar(50)')
    .addColumn('temperature', QTY)
    .addColumn('certificate_file', 'varchar(500)')
    .addColumn('warehouse', 'varchar(50)')
    .addColumn('lot_id', ID)
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_crude_putin', [['putin_no'], ['received_time'], ['lot_id'], ['supplier_id', 'received_time'], ['supplier_lot_no'], ['create_time']]);

  await auditColumns(s.createTable('ft_process')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('process_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('product_id', ID, (c) => c.notNull())
    .addColumn('technology_id', ID)
    .addColumn('line', 'varchar(50)')
    .addColumn('start_time', 'bigint')
    .addColumn('end_time', 'bigint')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_process', [['process_no'], ['start_time'], ['product_id'], ['create_time']]);

  await auditColumns(s.createTable('ft_process_input')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('process_id', ID, (c) => c.notNull())
    .addColumn('lot_id', ID, (c) => c.notNull())
    .addColumn('quantity', QTY, (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())).execute();
  await indexes(db, 'ft_process_input', [['process_id'], ['lot_id']]);

  // The genealogy: every input lot of a run → every output lot of it (EPCIS TransformationEvent).
  await auditColumns(s.createTable('ft_lot_link')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('process_id', ID, (c) => c.notNull())
    .addColumn('parent_lot_id', ID, (c) => c.notNull())
    .addColumn('child_lot_id', ID, (c) => c.notNull())).execute();
  await indexes(db, 'ft_lot_link', [['parent_lot_id', 'child_lot_id'], ['child_lot_id', 'parent_lot_id'], { columns: ['process_id', 'parent_lot_id', 'child_lot_id'], unique: true }]);

  await auditColumns(s.createTable('ft_process_step_record')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('process_id', ID, (c) => c.notNull())
    .addColumn('step_id', ID)
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('step_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_ccp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_time', 'bigint')
    .addColumn('end_time', 'bigint')
    .addColumn('params', 'text')
    .addColumn('result', 'varchar(20)', (c) => c.notNull())
    .addColumn('operator', 'varchar(50)')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_process_step_record', [['process_id', 'seq']]);

  await auditColumns(s.createTable('ft_finish_putin')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('putin_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('lot_id', ID, (c) => c.notNull())
    .addColumn('warehouse', 'varchar(50)', (c) => c.notNull())
    .addColumn('quantity', QTY, (c) => c.notNull())
    .addColumn('unit', 'varchar(20)')
    .addColumn('putin_time', 'bigint', (c) => c.notNull())
    .addColumn('keeper', 'varchar(50)')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_finish_putin', [['putin_no'], ['putin_time'], ['lot_id'], ['create_time']]);

  await auditColumns(s.createTable('ft_checkout')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('checkout_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('lot_id', ID, (c) => c.notNull())
    .addColumn('stage', 'varchar(20)', (c) => c.notNull())
    .addColumn('result', 'varchar(10)', (c) => c.notNull())
    .addColumn('inspected_time', 'bigint', (c) => c.notNull())
    .addColumn('agency_id', ID)
    .addColumn('standard_ref', 'varchar(100)')
    .addColumn('certificate_no', 'varchar(50)')
    .addColumn('inspector', 'varchar(50)')
    .addColumn('report_file', 'varchar(500)')
    .addColumn('is_public', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_checkout', [['checkout_no'], ['lot_id', 'inspected_time'], ['inspected_time'], ['create_time']]);

  await auditColumns(s.createTable('ft_checkout_item')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('checkout_id', ID, (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('item_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('standard_limit', 'varchar(100)')
    .addColumn('unit', 'varchar(20)')
    .addColumn('measured_value', 'varchar(100)')
    .addColumn('passed', 'varchar(1)', (c) => c.notNull())).execute();
  await indexes(db, 'ft_checkout_item', [['checkout_id', 'seq']]);

  await auditColumns(s.createTable('ft_shipment')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('shipment_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('customer_id', ID, (c) => c.notNull())
    .addColumn('destination_id', ID)
    .addColumn('shipped_time', 'bigint', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)')
    .addColumn('region_name', 'varchar(100)')
    .addColumn('carrier_id', ID)
    .addColumn('vehicle_no', 'varchar(20)')
    .addColumn('doc_type', 'varchar(20)')
    .addColumn('doc_no', 'varchar(50)')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_shipment', [['shipment_no'], ['shipped_time'], ['customer_id', 'shipped_time'], ['province_code'], ['create_time']]);

  // Lines repeat the header's customer, region and time so the flow list (FinishFlowManageList) needs no join.
  await auditColumns(s.createTable('ft_shipment_line')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('shipment_id', ID, (c) => c.notNull())
    .addColumn('lot_id', ID, (c) => c.notNull())
    .addColumn('product_id', ID)
    .addColumn('customer_id', ID)
    .addColumn('province_code', 'varchar(6)')
    .addColumn('region_name', 'varchar(100)')
    .addColumn('quantity', QTY, (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('shipped_time', 'bigint')).execute();
  await indexes(db, 'ft_shipment_line', [['shipment_id'], ['lot_id', 'shipment_id'], ['shipped_time'], ['product_id'], ['create_time']]);

  await auditColumns(s.createTable('ft_recall')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('recall_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('lot_id', ID, (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('lot_count', 'integer', (c) => c.notNull())
    .addColumn('code_count', 'integer', (c) => c.notNull())).execute();
  await indexes(db, 'ft_recall', [['lot_id'], ['create_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
