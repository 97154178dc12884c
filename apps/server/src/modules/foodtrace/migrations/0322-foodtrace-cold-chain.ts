import type { Kysely } from 'kysely';

/**
 * 冷链 (contracts foodtrace/cold-chain.ts): a shipment's loading temperature and the file of its temperature
 * record (a refrigerated truck's logger printout or export), as GB 31605 asks a cold chain to keep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_shipment').addColumn('load_temperature', 'decimal(6, 2)').execute();
  await db.schema.alterTable('ft_shipment').addColumn('temperature_record', 'varchar(500)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
