import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 质量暂扣 (contracts resources/foodtrace/lot-hold.ts): the holds of the lots. A lot's status reads whether one of its
 * holds is in force (lot.service.ts refreshLotStatus), by lot; the register lists them by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_lot_hold')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('lot_id', ID, (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('held_time', 'bigint', (c) => c.notNull())
    .addColumn('held_by', 'varchar(50)')
    .addColumn('released_time', 'bigint')
    .addColumn('conclusion', 'varchar(500)')
    .addColumn('released_by', 'varchar(50)')
    .addColumn('files', 'varchar(500)')
    .addColumn('remark', 'varchar(500)')
    .addColumn('sys_org_code', 'varchar(64)')).execute();
  await indexes(db, 'ft_lot_hold', [['del_flag', 'lot_id', 'released_time'], ['held_time'], ['create_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
