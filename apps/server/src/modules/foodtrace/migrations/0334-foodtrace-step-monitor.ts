import type { Kysely } from 'kysely';

/**
 * A step of a technology route names the instrument that monitors it (计量器具): a critical control point's reading
 * is only as good as its instrument's calibration on the day (shared/instruments.ts monitorLapses).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_technology_step').addColumn('instrument_id', 'varchar(32)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
