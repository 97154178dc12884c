import type { Kysely } from 'kysely';
import { auditColumns, ID } from './columns.ts';

/** The system tables of the foundation (reference/JEECG.md §2), plus sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await auditColumns(s.createTable('sys_user')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('realname', 'varchar(100)')
    .addColumn('password', 'varchar(255)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(255)')
    .addColumn('birthday', 'varchar(10)')
    .addColumn('sex', 'integer')
    .addColumn('email', 'varchar(100)')
    .addColumn('phone', 'varchar(45)')
    .addColumn('org_code', 'varchar(64)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('work_no', 'varchar(100)')
    .addColumn('post', 'varchar(100)')
    .addColumn('telephone', 'varchar(45)')
    .addColumn('user_identity', 'integer')
    .addColumn('depart_ids', 'text')
    .addColumn('rel_tenant_ids', 'varchar(100)')
    .addColumn('login_fail_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lock_until', 'bigint')
    .addColumn('last_login_time', 'bigint')
    .addColumn('last_login_ip', 'varchar(64)')).execute();
  await s.createIndex('uniq_sys_user_username').on('sys_user').column('username').unique().execute();

  await s.createTable('sys_session')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await s.createIndex('uniq_sys_session_token').on('sys_session').column('token_hash').unique().execute();
  await s.createIndex('idx_sys_session_user').on('sys_session').column('user_id').execute();

  await auditColumns(s.createTable('sys_role')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)'), { softDelete: false }).execute();
  await s.createIndex('uniq_sys_role_code').on('sys_role').column('role_code').unique().execute();

  await s.createTable('sys_user_role')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('role_id', ID, (c) => c.notNull())
    .execute();
  await s.createIndex('uniq_sys_user_role').on('sys_user_role').columns(['user_id', 'role_id']).unique().execute();
  await s.createIndex('idx_sys_user_role_role').on('sys_user_role').column('role_id').execute();

  await auditColumns(s.createTable('sys_permission')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('parent_id', ID)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'varchar(255)')
    .addColumn('component', 'varchar(255)')
    .addColumn('component_name', 'varchar(100)')
    .addColumn('redirect', 'varchar(255)')
    .addColumn('menu_type', 'integer', (c) => c.notNull())
    .addColumn('perms', 'varchar(255)')
    .addColumn('perms_type', 'varchar(10)', (c) => c.defaultTo('1'))
    .addColumn('sort_no', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'varchar(100)')
    .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_leaf', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'varchar(255)')
    .addColumn('rule_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(2)')
    .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0))).execute();
  await s.createIndex('idx_sys_permission_parent').on('sys_permission').column('parent_id').execute();
  await s.createIndex('idx_sys_permission_perms').on('sys_permission').column('perms').execute();

  await s.createTable('sys_role_permission')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('role_id', ID, (c) => c.notNull())
    .addColumn('permission_id', ID, (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addColumn('operate_date', 'bigint')
    .addColumn('operate_ip', 'varchar(64)')
    .execute();
  await s.createIndex('uniq_sys_role_permission').on('sys_role_permission').columns(['role_id', 'permission_id']).unique().execute();
  await s.createIndex('idx_sys_role_permission_perm').on('sys_role_permission').column('permission_id').execute();

  await auditColumns(s.createTable('sys_depart')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('parent_id', ID)
    .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('depart_name_en', 'varchar(500)')
    .addColumn('depart_name_abbr', 'varchar(500)')
    .addColumn('depart_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text')
    .addColumn('org_category', 'varchar(10)')
    .addColumn('org_type', 'varchar(10)')
    .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(32)')
    .addColumn('fax', 'varchar(32)')
    .addColumn('address', 'varchar(100)')
    .addColumn('memo', 'varchar(500)')
    .addColumn('status', 'varchar(1)')).execute();
  await s.createIndex('uniq_sys_depart_org_code').on('sys_depart').column('org_code').unique().execute();
  await s.createIndex('idx_sys_depart_parent').on('sys_depart').column('parent_id').execute();

  await s.createTable('sys_user_depart')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('user_id', ID, (c) => c.notNull())
    .addColumn('dep_id', ID, (c) => c.notNull())
    .execute();
  await s.createIndex('uniq_sys_user_depart').on('sys_user_depart').columns(['user_id', 'dep_id']).unique().execute();
  await s.createIndex('idx_sys_user_depart_dep').on('sys_user_depart').column('dep_id').execute();

  await auditColumns(s.createTable('sys_dict')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('dict_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))).execute();
  await s.createIndex('uniq_sys_dict_code').on('sys_dict').column('dict_code').unique().execute();

  await auditColumns(s.createTable('sys_dict_item')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('dict_id', ID, (c) => c.notNull())
    .addColumn('item_text', 'varchar(100)', (c) => c.notNull())
    .addColumn('item_value', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)), { softDelete: false }).execute();
  await s.createIndex('idx_sys_dict_item_dict').on('sys_dict_item').columns(['dict_id', 'sort_order']).execute();

  await s.createTable('sys_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('log_type', 'integer', (c) => c.notNull())
    .addColumn('log_content', 'varchar(1000)')
    .addColumn('operate_type', 'integer')
    .addColumn('userid', ID)
    .addColumn('username', 'varchar(100)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('method', 'varchar(500)')
    .addColumn('request_url', 'varchar(255)')
    .addColumn('request_type', 'varchar(10)')
    .addColumn('request_param', 'text')
    .addColumn('cost_time', 'bigint')
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('idx_sys_log_time').on('sys_log').columns(['log_type', 'create_time']).execute();

  await s.createTable('sys_data_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('data_table', 'varchar(64)', (c) => c.notNull())
    .addColumn('data_id', ID, (c) => c.notNull())
    .addColumn('data_content', 'text', (c) => c.notNull())
    .addColumn('data_version', 'integer', (c) => c.notNull())
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('idx_sys_data_log_row').on('sys_data_log').columns(['data_table', 'data_id']).execute();

  await auditColumns(s.createTable('sys_position')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('rank', 'varchar(2)')
    .addColumn('company_id', 'varchar(255)')
    .addColumn('sys_org_code', 'varchar(64)')).execute();
  await s.createIndex('idx_sys_position_code').on('sys_position').column('code').execute();
  await s.createIndex('idx_sys_position_created').on('sys_position').column('create_time').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
