import type { Kysely } from 'kysely';

/**
 * When the producer learned of the food-safety risk (知悉食品安全风险): 食品召回管理办法 Art. 13 counts the time to
 * start a recall from it (24, 48 or 72 hours by level). Recalls recorded before this column have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_recall').addColumn('learned_time', 'bigint').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
