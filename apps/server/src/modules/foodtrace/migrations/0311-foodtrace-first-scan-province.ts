import type { Kysely } from 'kysely';

/**
 * Where a code was first scanned (the province its address placed it in, platform/geo): kept on the code by the
 * same atomic update that counts the scan, so that the public page can tell the consumer of a repeated scan
 * "首次查询地：浙江省" without reading the scan log. Codes scanned before this column existed have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_trace_code').addColumn('first_scan_province', 'varchar(6)').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
