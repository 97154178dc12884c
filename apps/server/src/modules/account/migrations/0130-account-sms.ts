import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';

/**
 * The SMS outbox (reference/JEECG.md §2 sys_sms: what was sent to whom, when, with which outcome) and the
 * one-time codes behind registration, phone login and account alteration. Codes are stored hashed; the
 * ticket of alteration step 2 too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await auditColumns(s.createTable('sys_sms')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('es_title', 'varchar(100)')
    .addColumn('es_type', 'varchar(1)', (c) => c.notNull())
    .addColumn('es_receiver', 'varchar(50)', (c) => c.notNull())
    .addColumn('es_param', 'varchar(1000)')
    .addColumn('es_content', 'text')
    .addColumn('es_send_time', 'bigint')
    .addColumn('es_send_status', 'varchar(1)', (c) => c.notNull())
    .addColumn('es_send_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('es_result', 'varchar(255)')
    .addColumn('remark', 'varchar(500)'), { softDelete: false }).execute();
  await s.createIndex('idx_sys_sms_receiver').on('sys_sms').columns(['es_receiver', 'es_send_time']).execute();

  await s.createTable('sys_sms_code')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
    // Null when the message carried no code (e.g. a login code asked for a mobile no account uses).
    .addColumn('code_hash', 'varchar(64)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'bigint')
    .addColumn('user_id', ID)
    .addColumn('ticket_hash', 'varchar(64)')
    .addColumn('ticket_expires_at', 'bigint')
    .execute();
  await s.createIndex('idx_sys_sms_code_mobile').on('sys_sms_code').columns(['mobile', 'created_at']).execute();
  await s.createIndex('idx_sys_sms_code_ticket').on('sys_sms_code').column('ticket_hash').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
