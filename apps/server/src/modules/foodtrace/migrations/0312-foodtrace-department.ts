import { sql, type Kysely } from 'kysely';

/** The tables of the department-owned records (ResourceDef.departmentOwned), as they were when this ran. */
const TABLES = [
  'ft_crude_putin', 'ft_lot', 'ft_process', 'ft_finish_putin', 'ft_checkout', 'ft_shipment', 'ft_shipment_line',
  'ft_code_batch', 'ft_trace_code', 'ft_recall', 'ft_file',
];

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
}

/** Rows of `table` without a department get their author's present one. */
export async function departmentsFromAuthors(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET sys_org_code = (SELECT u.org_code FROM sys_user u WHERE u.username = ${sql.table(table)}.create_by)
    WHERE sys_org_code IS NULL`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
