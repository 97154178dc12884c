import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 在途温度 (contracts foodtrace/transit-temperature.ts): the readings of a shipment's data logger, one row per
 * probe and time. A shipment's readings are read together in time order (the index); a wrong file is cleared by
 * a soft delete, so what was once imported stays on record. Each reading says who imported it and when, and is
 * never edited, so the readings keep no data-log copies of their own.
 * The shipment keeps what its readings show (TRANSIT_VERDICT, minutes outside) for its list to show and search;
 * shipments recorded before have none (NONE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_shipment_reading')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('shipment_id', ID, (c) => c.notNull())
    .addColumn('probe', 'varchar(20)', (c) => c.notNull())
    .addColumn('read_time', 'bigint', (c) => c.notNull())
    .addColumn('celsius', 'decimal(6, 2)', (c) => c.notNull())).execute();
  await indexes(db, 'ft_shipment_reading', [['shipment_id', 'del_flag', 'read_time']]);
  await db.schema.alterTable('ft_shipment').addColumn('transit_state', 'varchar(20)', (c) => c.notNull().defaultTo('NONE')).execute();
  await db.schema.alterTable('ft_shipment').addColumn('transit_outside_minutes', 'integer').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
