import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes, QTY } from './columns.ts';

/**
 * 不合格品处置 (contracts resources/foodtrace/lot-disposal.ts): the disposals, and the lot's 已处置 beside its
 * 已投料 and 已发货. 可用量 is computed by the database (0306), so it is made again with the new term: a column
 * the database computes cannot be altered, only dropped and added (SQLite VIRTUAL, elsewhere STORED, as in 0306).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_lot_disposal')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('disposal_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('lot_id', ID, (c) => c.notNull())
    .addColumn('method', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity', QTY, (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('disposed_time', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('place', 'varchar(100)')
    .addColumn('handler', 'varchar(50)')
    .addColumn('witness', 'varchar(50)')
    .addColumn('doc_no', 'varchar(64)')
    .addColumn('files', 'varchar(500)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('sys_org_code', 'varchar(64)')).execute();
  await indexes(db, 'ft_lot_disposal', [['disposal_no'], ['lot_id', 'del_flag'], ['disposed_time'], ['create_time']]);

  const virtual = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.alterTable('ft_lot').dropColumn('available_qty').execute();
  await db.schema.alterTable('ft_lot').addColumn('disposed_qty', QTY, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('ft_lot')
    .addColumn('available_qty', QTY, (c) => {
      const generated = c.generatedAlwaysAs(sql`quantity - consumed_qty - shipped_qty - disposed_qty`);
      return virtual ? generated : generated.stored();
    })
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
