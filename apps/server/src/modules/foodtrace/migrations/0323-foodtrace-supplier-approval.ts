import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 合格供方 (contracts resources/foodtrace/supplier-approval.ts): each evaluation of a supplier for a raw material.
 * 原料入库 reads a material's decisions up to a delivery's day; the register lists them by 评价日期.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_supplier_approval')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('supplier_id', ID, (c) => c.notNull())
    .addColumn('crude_id', ID, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('method', 'varchar(20)', (c) => c.notNull())
    .addColumn('evaluated_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('review_due', 'varchar(10)')
    .addColumn('evaluator', 'varchar(50)')
    .addColumn('conclusion', 'varchar(500)')
    .addColumn('files', 'varchar(500)')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_supplier_approval', [['crude_id', 'del_flag', 'evaluated_date'], ['del_flag', 'evaluated_date'], ['create_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
