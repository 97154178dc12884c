import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { QTY } from './columns.ts';

/**
 * 留样 held back (contracts foodtrace/retained-sample.ts): a finished lot's retained samples, what its passing 出厂检验
 * recorded, stay in the plant until its shelf life ends. `retained_qty` keeps them (lots/lot.service.ts
 * refreshLotStatus follows the inspections), and `drawable_qty`, computed by the database as 可用量 is (0306, 0319),
 * is what a run or a shipment may still take, so that the pickers of 投料 and 发货 offer only lots with some of it.
 * Never below 0: once the samples are destroyed (不合格品处置 of the expired lot) nothing is left to take, not less.
 * Existing lots get the samples their inspections recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ft_lot').addColumn('retained_qty', QTY, (c) => c.notNull().defaultTo(0)).execute();
  await sql`UPDATE ft_lot SET retained_qty = COALESCE((SELECT SUM(c.sample_qty) FROM ft_checkout c
    WHERE c.lot_id = ft_lot.id AND c.del_flag = 0 AND c.stage = 'FINAL' AND c.result = 'PASS'), 0)`.execute(db);
  const virtual = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.alterTable('ft_lot')
    .addColumn('drawable_qty', QTY, (c) => {
      const left = sql`quantity - consumed_qty - shipped_qty - disposed_qty - retained_qty`;
      // SQLite's two-argument max() is the others' GREATEST()
      const generated = c.generatedAlwaysAs(virtual ? sql`max(0, ${left})` : sql`GREATEST(0, ${left})`);
      return virtual ? generated : generated.stored();
    })
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
