import type { Kysely } from 'kysely';

/**
 * 留样 on the inspection that releases a finished lot (contracts foodtrace/retained-sample.ts): how many units,
 * where, kept until when. Inspections recorded before these columns have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_checkout').addColumn('sample_qty', 'integer').execute();
  await db.schema.alterTable('ft_checkout').addColumn('sample_location', 'varchar(100)').execute();
  await db.schema.alterTable('ft_checkout').addColumn('sample_until', 'varchar(10)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
