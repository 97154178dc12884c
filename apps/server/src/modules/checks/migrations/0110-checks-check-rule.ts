import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';

/**
 * 编码校验规则 (reference/JEECG.md §2 sys_check_rule). Rules are configuration, deleted for good (the data log
 * keeps their history), so the code stays unique across the table as in JeecgBoot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('sys_check_rule')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('rule_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('rule_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('rule_json', 'text', (c) => c.notNull())
    .addColumn('rule_description', 'varchar(200)'), { softDelete: false }).execute();
  await db.schema.createIndex('uniq_sys_check_rule_code').on('sys_check_rule').column('rule_code').unique().execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
