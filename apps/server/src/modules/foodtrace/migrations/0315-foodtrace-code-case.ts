import type { Kysely } from 'kysely';
import { indexes } from './columns.ts';

/**
 * 单品码 and 箱码 (TRACEABILITY.md §4.4 "aggregate case → items (parent_code_id)", EPCIS AggregationEvent
 * packing): a code batch makes item codes or case codes (a case holds per_case items), and an item code packed
 * into a case names it, with who packed it and when. Every code made before is an item code. The index lists a
 * case's items.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_code_batch').addColumn('code_level', 'varchar(10)', (c) => c.notNull().defaultTo('ITEM')).execute();
  await db.schema.alterTable('ft_code_batch').addColumn('per_case', 'integer').execute();
  await db.schema.alterTable('ft_trace_code').addColumn('code_level', 'varchar(10)', (c) => c.notNull().defaultTo('ITEM')).execute();
  await db.schema.alterTable('ft_trace_code').addColumn('parent_code_id', 'varchar(32)').execute();
  await db.schema.alterTable('ft_trace_code').addColumn('packed_time', 'bigint').execute();
  await db.schema.alterTable('ft_trace_code').addColumn('packed_by', 'varchar(50)').execute();
  await indexes(db, 'ft_trace_code', [['parent_code_id']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
