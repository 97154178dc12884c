import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';

/**
 * Online report definitions (spec §7.4; JeecgBoot's onl_cgreport_head / onl_cgreport_item). The SQL is
 * written by administrators (or the seed), never taken from a request (DESIGN.md §5 rule 10).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await auditColumns(s.createTable('onl_cgreport_head')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('cgr_sql', 'text', (c) => c.notNull())
    .addColumn('db_source', 'varchar(100)')
    .addColumn('content', 'varchar(500)')).execute();
  await s.createIndex('uniq_onl_cgreport_head_code').on('onl_cgreport_head').column('code').unique().execute();

  await auditColumns(s.createTable('onl_cgreport_item')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('head_id', ID, (c) => c.notNull())
    .addColumn('field', 'varchar(64)', (c) => c.notNull())
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('string'))
    .addColumn('dict_code', 'varchar(100)')
    .addColumn('is_query', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('query_mode', 'varchar(10)', (c) => c.notNull().defaultTo('single'))
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0)), { softDelete: false }).execute();
  await s.createIndex('idx_onl_cgreport_item_head').on('onl_cgreport_item').columns(['head_id', 'order_num']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
