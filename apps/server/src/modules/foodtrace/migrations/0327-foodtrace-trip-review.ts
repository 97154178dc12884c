import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 评估结论 of a trip found out of its 贮存条件 (contracts foodtrace/transit-temperature.ts, TRANSIT_RESOLUTION): who
 * decided what of it, and through which import (`reviewed_through`, the latest reading's create_time then: a file
 * imported later reopens the trip). Each decision is a record of its own, never edited, in the data log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_trip_review')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('trip_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('trip_id', ID, (c) => c.notNull())
    .addColumn('reviewed_through', 'bigint', (c) => c.notNull())
    .addColumn('resolution', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')).execute();
  await indexes(db, 'ft_trip_review', [['trip_id', 'del_flag', 'reviewed_through']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
