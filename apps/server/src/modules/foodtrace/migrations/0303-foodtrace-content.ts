import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/** What the public page shows besides the trace, and what consumers send back (DOMAIN.md §2, §3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await auditColumns(s.createTable('ft_ad')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('product_id', ID)
    .addColumn('image', 'varchar(500)')
    .addColumn('link_url', 'varchar(500)')
    .addColumn('content', 'text')
    .addColumn('sort_no', 'integer')
    .addColumn('start_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())).execute();
  await indexes(db, 'ft_ad', [['title'], ['sort_no'], ['product_id'], ['create_time']]);

  await auditColumns(s.createTable('ft_announcement')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('announce_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('source', 'varchar(100)')
    .addColumn('publish_time', 'bigint')
    .addColumn('is_top', 'varchar(1)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())).execute();
  await indexes(db, 'ft_announcement', [['title'], ['publish_time'], ['create_time']]);

  await auditColumns(s.createTable('ft_consumer_suggest')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)')
    .addColumn('product_id', ID)
    .addColumn('contact', 'varchar(50)')
    .addColumn('source', 'varchar(20)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reply', 'varchar(500)')
    .addColumn('reply_by', 'varchar(50)')
    .addColumn('reply_time', 'bigint')
    .addColumn('ip', 'varchar(64)')).execute();
  await indexes(db, 'ft_consumer_suggest', [['status', 'create_time'], ['code'], ['create_time']]);

  await auditColumns(s.createTable('ft_file')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_path', 'varchar(500)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('file_size', 'bigint')
    .addColumn('is_public', 'varchar(1)')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_file', [['file_name'], ['create_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
