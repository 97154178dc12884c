import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';

/**
 * 系统通告 and who has read what (reference/JEECG.md §2 sys_announcement, sys_announcement_send; the column
 * `titile` is JeecgBoot's spelling, kept so a migrated database and the original client both fit), plus each
 * user's choice of categories for the bell (account settings, notifications).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await auditColumns(s.createTable('sys_announcement')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('titile', 'varchar(100)', (c) => c.notNull())
    .addColumn('msg_content', 'text')
    .addColumn('msg_abstract', 'varchar(500)')
    .addColumn('start_time', 'bigint')
    .addColumn('end_time', 'bigint')
    .addColumn('sender', 'varchar(100)')
    .addColumn('priority', 'varchar(10)', (c) => c.notNull())
    .addColumn('msg_category', 'varchar(10)', (c) => c.notNull().defaultTo('2'))
    .addColumn('msg_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('send_status', 'varchar(10)', (c) => c.notNull().defaultTo('0'))
    .addColumn('send_time', 'bigint')
    .addColumn('cancel_time', 'bigint')
    .addColumn('bus_type', 'varchar(20)')
    .addColumn('bus_id', 'varchar(50)')
    .addColumn('open_type', 'varchar(20)')
    .addColumn('open_page', 'varchar(255)')
    .addColumn('user_ids', 'text')).execute();
  await s.createIndex('idx_sys_announcement_status').on('sys_announcement').columns(['send_status', 'del_flag', 'msg_type']).execute();
  await s.createIndex('idx_sys_announcement_created').on('sys_announcement').column('create_time').execute();

  await auditColumns(s.createTable('sys_announcement_send')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('annt_id', ID, (c) => c.notNull())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('read_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', 'bigint'), { softDelete: false }).execute();
  // One read record per user and announcement: created lazily for ALL notices, so concurrent bells must not double it.
  await s.createIndex('uniq_sys_announcement_send').on('sys_announcement_send').columns(['annt_id', 'user_id']).unique().execute();
  await s.createIndex('idx_sys_announcement_send_user').on('sys_announcement_send').columns(['user_id', 'read_flag']).execute();

  await s.createTable('sys_user_notice_pref')
    .addColumn('user_id', ID, (c) => c.primaryKey())
    .addColumn('categories', 'varchar(20)', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
