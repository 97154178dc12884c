import type { Kysely } from 'kysely';

/**
 * A product's carton: its own GTIN (外箱条码, the ITF-14 printed on the case; TRACEABILITY.md §1.5 Digital Link
 * keys) and how many items a case holds (箱规). Case codes of a serialised batch carry the first in their GS1
 * Digital Link; the second is a new case batch's 每箱件数 unless told otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_product').addColumn('case_gtin', 'varchar(14)').execute();
  await db.schema.alterTable('ft_product').addColumn('case_qty', 'integer').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
