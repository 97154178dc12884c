import type { Kysely } from 'kysely';

/**
 * 致敏物质 (contracts foodtrace/allergens.ts): what a raw material contains and what a product's label declares,
 * each a comma-separated set of the dictionary ft_allergen's values.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_crude').addColumn('allergens', 'varchar(100)').execute();
  await db.schema.alterTable('ft_product').addColumn('allergens', 'varchar(100)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
