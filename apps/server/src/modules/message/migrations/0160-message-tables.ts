import { MysqlAdapter, PostgresAdapter, sql, type Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';

/**
 * 消息模板 (reference/JEECG.md sys_sms_template), and room in the message record the account module's SMS
 * outbox started (sys_sms, migration 0130) for what templates send: a list of receivers (JeecgBoot's
 * varchar(50) holds one mobile) and the status -1 (失败不再发送, which JeecgBoot's varchar(1) cannot hold).
 * SQLite does not enforce a varchar's length; PostgreSQL and MariaDB widen the columns in place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('sys_sms_template')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('template_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('template_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('template_type', 'varchar(1)', (c) => c.notNull())
    .addColumn('template_content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('template_test_json', 'varchar(1000)')).execute();
  await db.schema.createIndex('idx_sys_sms_template_code').on('sys_sms_template').column('template_code').execute();

  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) {
    await sql`alter table sys_sms alter column es_receiver type varchar(500), alter column es_send_status type varchar(2)`.execute(db);
  } else if (adapter instanceof MysqlAdapter) {
    await sql`alter table sys_sms modify es_receiver varchar(500) not null, modify es_send_status varchar(2) not null`.execute(db);
  }
  // 消息管理 lists newest first, and is filtered by status.
  await db.schema.createIndex('idx_sys_sms_create_t_id').on('sys_sms').columns(['create_time', 'id']).execute();
  await db.schema.createIndex('idx_sys_sms_status').on('sys_sms').columns(['es_send_status', 'create_time']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
