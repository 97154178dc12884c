import type { Kysely } from 'kysely';
import { indexes } from './columns.ts';

/**
 * The shipment a code left with (扫码出库, TRACEABILITY.md §4.4 "mark codes shipped with shipment_id at outbound
 * scan"): a code bound to its shipment is followed to its own consignee, not only to wherever its lot went,
 * with who scanned it out and when. The index lists a shipment's codes by lot. Codes shipped before these columns
 * existed stay unbound.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_trace_code').addColumn('shipment_id', 'varchar(32)').execute();
  await db.schema.alterTable('ft_trace_code').addColumn('scanned_out_time', 'bigint').execute();
  await db.schema.alterTable('ft_trace_code').addColumn('scanned_out_by', 'varchar(50)').execute();
  await indexes(db, 'ft_trace_code', [['shipment_id', 'lot_id']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
