import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes, QTY } from './columns.ts';

/**
 * 产品配方 (contracts foodtrace/formula.ts): a product's standard batch (`ft_product.formula_batch`, in its unit) and
 * what that batch takes, line by line; and the 配方偏差 a run was recorded with (`ft_process.formula_deviation`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_product_formula')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('product_id', ID, (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('crude_id', 'varchar(32)')
    .addColumn('component_id', 'varchar(32)')
    .addColumn('quantity', QTY, (c) => c.notNull())
    .addColumn('tolerance_pct', 'decimal(6, 2)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)')).execute();
  await indexes(db, 'ft_product_formula', [['del_flag', 'product_id', 'seq']]);
  await db.schema.alterTable('ft_product').addColumn('formula_batch', QTY).execute();
  await db.schema.alterTable('ft_process').addColumn('formula_deviation', 'varchar(1000)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
