import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';

/**
 * Tenants, data rules and department-level grants (reference/JEECG.md §2: sys_tenant,
 * sys_permission_data_rule, sys_depart_permission, sys_depart_role, sys_depart_role_permission,
 * sys_depart_role_user).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  // Tenants are soft-deleted so that an id, once handed out, is never given to another tenant.
  await auditColumns(s.createTable('sys_tenant')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('begin_date', 'bigint')
    .addColumn('end_date', 'bigint')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))).execute();

  await auditColumns(s.createTable('sys_permission_data_rule')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('permission_id', ID, (c) => c.notNull())
    .addColumn('rule_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('rule_column', 'varchar(50)', (c) => c.notNull())
    .addColumn('rule_conditions', 'varchar(20)', (c) => c.notNull())
    .addColumn('rule_value', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1')), { softDelete: false }).execute();
  await s.createIndex('idx_sys_perm_data_rule_perm').on('sys_permission_data_rule').column('permission_id').execute();

  await s.createTable('sys_depart_permission')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('depart_id', ID, (c) => c.notNull())
    .addColumn('permission_id', ID, (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .execute();
  await s.createIndex('uniq_sys_depart_permission').on('sys_depart_permission').columns(['depart_id', 'permission_id']).unique().execute();

  await auditColumns(s.createTable('sys_depart_role')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('depart_id', ID, (c) => c.notNull())
    .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)'), { softDelete: false }).execute();
  await s.createIndex('idx_sys_depart_role_depart').on('sys_depart_role').column('depart_id').execute();

  await s.createTable('sys_depart_role_permission')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('depart_id', ID, (c) => c.notNull())
    .addColumn('role_id', ID, (c) => c.notNull())
    .addColumn('permission_id', ID, (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addColumn('operate_date', 'bigint')
    .addColumn('operate_ip', 'varchar(64)')
    .execute();
  await s.createIndex('uniq_sys_depart_role_permission').on('sys_depart_role_permission').columns(['role_id', 'permission_id']).unique().execute();
  await s.createIndex('idx_sys_depart_role_perm_perm').on('sys_depart_role_permission').column('permission_id').execute();

  await s.createTable('sys_depart_role_user')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('drole_id', ID, (c) => c.notNull())
    .execute();
  await s.createIndex('uniq_sys_depart_role_user').on('sys_depart_role_user').columns(['user_id', 'drole_id']).unique().execute();
  await s.createIndex('idx_sys_depart_role_user_role').on('sys_depart_role_user').column('drole_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
