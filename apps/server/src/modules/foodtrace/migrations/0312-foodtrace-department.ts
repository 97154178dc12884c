import { stableId } from '../../../platform/db/ids.ts';
import { sql, type Kysely } from 'kysely';

/** The tables of the department-owned records (ResourceDef.departmentOwned), as they were when this ran. */
const TABLES = [
  'ft_crude_putin', 'ft_lot', 'ft_process', 'ft_finish_putin', 'ft_checkout', 'ft_shipment', 'ft_shipment_line',
  'ft_code_batch', 'ft_trace_code', 'ft_recall', 'ft_file',
];

/** Their menus (seed/menus.ts): 追溯查询, 原料入库 … 产品追溯码, 文件管理, 召回管理. */
const MENUS = [101, 106, 107, 108, 109, 110, 111, 112, 113, 125, 126].map((n) => `f7d0000000000000000000000000${String(n).padStart(4, '0')}`);

/**
 * sys_org_code on the records of work (JeecgBoot's business tables carry it): the department of the user who
 * added the record, so that a data rule `sysOrgCode RIGHT_LIKE #{sys_org_code}` can keep a plant's or a
 * workshop's staff to its own intake, production, inspections and shipments. Records written before are given
 * the department their author is in now; those of a deleted account or of the system stay without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('sys_org_code', 'varchar(64)').execute();
    await departmentsFromAuthors(db, table);
  }
  await offerOwnDepartmentRules(db);
}

/**
 * An installation whose menus exist already gets the 本部门及下级 rule a new one is seeded with
 * (system/seed/run-seed.ts, the same ids) — once, as a migration, so that an administrator's later removal stands.
 */
export async function offerOwnDepartmentRules(db: Kysely<unknown>): Promise<void> {
  const now = Date.now();
  for (const menu of MENUS) {
    const id = stableId('data-rule', menu);
    const menuThere = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM sys_permission WHERE id = ${menu} AND del_flag = 0`.execute(db);
    const ruleThere = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM sys_permission_data_rule WHERE id = ${id}`.execute(db);
    if (!Number(menuThere.rows[0].n) || Number(ruleThere.rows[0].n)) continue;
    await sql`INSERT INTO sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value, status, create_by, create_time)
      VALUES (${id}, ${menu}, '本部门及下级', 'sysOrgCode', 'RIGHT_LIKE', '#{sys_org_code}', '1', 'system', ${now})`.execute(db);
    await sql`UPDATE sys_permission SET rule_flag = 1 WHERE id = ${menu}`.execute(db);
  }
}

/** Rows of `table` without a department get their author's present one. */
export async function departmentsFromAuthors(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET sys_org_code = (SELECT u.org_code FROM sys_user u WHERE u.username = ${sql.table(table)}.create_by)
    WHERE sys_org_code IS NULL`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
