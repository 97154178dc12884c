import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { indexes } from './columns.ts';

/**
 * 资质证照 (contracts resources/foodtrace/office-cert.ts): the licences and certifications of the related
 * organisations. The rules read an organisation's licences by (office, kind); the register and the nightly
 * reminder read them by 有效期至.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_office_cert')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('office_id', ID, (c) => c.notNull())
    .addColumn('cert_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('cert_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('issuer', 'varchar(100)')
    .addColumn('issue_date', 'varchar(10)')
    .addColumn('valid_until', 'varchar(10)')
    .addColumn('scope', 'varchar(500)')
    .addColumn('files', 'varchar(500)')
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_office_cert', [['office_id', 'del_flag', 'cert_type'], ['del_flag', 'valid_until'], ['create_time']]);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
