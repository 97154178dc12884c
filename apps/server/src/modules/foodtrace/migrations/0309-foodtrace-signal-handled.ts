import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * A consumer-scan signal looked into (窜货与异常扫码): which signal of which code, through which scan it is settled,
 * with what outcome and note. A scan after `handled_through` raises the signal again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_signal_handled')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('handled_through', 'bigint', (c) => c.notNull())
    .addColumn('resolution', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')).execute();
  await indexes(db, 'ft_signal_handled', [['kind', 'code', 'handled_through']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
