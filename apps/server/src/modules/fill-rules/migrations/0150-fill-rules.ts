import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';

/**
 * 填值规则 (reference/JEECG.md sys_fill_rule, with a pattern in place of rule_class) and the counters its
 * serials come from: one row per rule and rendered prefix (CP20261127-{seq}), bumped by an atomic upsert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('sys_fill_rule')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('rule_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('rule_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('rule_pattern', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remark', 'varchar(255)')).execute();
  await db.schema.createIndex('idx_sys_fill_rule_code').on('sys_fill_rule').column('rule_code').execute();
  await db.schema.createTable('sys_fill_rule_seq')
    .addColumn('rule_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('scope', 'varchar(100)', (c) => c.notNull())
    .addColumn('seq_value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_fill_rule_seq', ['rule_code', 'scope']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
