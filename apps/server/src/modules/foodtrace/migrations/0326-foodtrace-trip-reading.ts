import { sql, type Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 在途温度 of deliveries as well as shipments (contracts foodtrace/transit-temperature.ts, TRIP_KIND): a raw
 * material's tanker logs its trip to the plant as the 冷藏车 logs a shipment's. The readings of both are one table,
 * keyed by the trip's kind and id (the shipment's or the intake's), read together in time order (the index); the
 * shipments' readings of 0325 move into it as they are, soft-deleted ones included. An intake keeps what its readings
 * show as a shipment does (its list's 在途温度); intakes recorded before have none (NONE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_trip_reading')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('trip_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('trip_id', ID, (c) => c.notNull())
    .addColumn('probe', 'varchar(20)', (c) => c.notNull())
    .addColumn('read_time', 'bigint', (c) => c.notNull())
    .addColumn('celsius', 'decimal(6, 2)', (c) => c.notNull())).execute();
  // a trip id is unique across kinds (every id is newId's), so the kind needs no place in the index
  await indexes(db, 'ft_trip_reading', [['trip_id', 'del_flag', 'read_time']]);
  await sql`INSERT INTO ft_trip_reading (id, trip_kind, trip_id, probe, read_time, celsius, create_by, create_time, update_by, update_time, del_flag)
    SELECT id, 'SHIPMENT', shipment_id, probe, read_time, celsius, create_by, create_time, update_by, update_time, del_flag FROM ft_shipment_reading`.execute(db);
  await db.schema.dropTable('ft_shipment_reading').execute();
  await db.schema.alterTable('ft_crude_putin').addColumn('transit_state', 'varchar(20)', (c) => c.notNull().defaultTo('NONE')).execute();
  await db.schema.alterTable('ft_crude_putin').addColumn('transit_outside_minutes', 'integer').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
