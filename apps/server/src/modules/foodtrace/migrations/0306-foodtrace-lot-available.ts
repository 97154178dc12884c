import { SqliteAdapter, sql, type Kysely } from 'kysely';
import { QTY } from './columns.ts';

/**
 * What is left of a lot (quantity − consumed − shipped) as a column the database computes, so that the generic
 * list filters and sorts on it: the pickers of 投料 and 发货 offer only lots with something left, and the lot
 * list can sort by it. SQLite adds a generated column only as VIRTUAL (computed on read, nothing stored);
 * PostgreSQL before 18 knows only STORED; MariaDB takes either, STORED here as on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const virtual = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.alterTable('ft_lot')
    .addColumn('available_qty', QTY, (c) => {
      const generated = c.generatedAlwaysAs(sql`quantity - consumed_qty - shipped_qty`);
      return virtual ? generated : generated.stored();
    })
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
