import { sql, type Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { newId } from '../../../platform/db/ids.ts';
import { indexes } from './columns.ts';

/** As contracts foodtrace/cleaning.ts had them when the register came: a migration keeps its own values. */
const VALID_HOURS = 24;
const PASS = 'PASS';
const ACTIVE = 'ACTIVE';

/**
 * 生产线 (contracts resources/foodtrace/production-line.ts): the register 加工记录 and 清洗消毒 choose their line from.
 * The lines the records already name, live or deleted, are registered as they are written, so that every record
 * still names a line there is. A line with a cleaning on file was judged by the one window there was (24 hours) and
 * keeps it; the others were not judged and get none. Each gets the end of its last verified cleaning.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('ft_production_line')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('workshop', 'varchar(50)')
    .addColumn('products', 'varchar(100)')
    .addColumn('equipment', 'varchar(100)')
    .addColumn('clean_hours', 'integer')
    .addColumn('last_cleaned', 'bigint')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)')).execute();
  await indexes(db, 'ft_production_line', [['name'], ['create_time']]);

  // a name as the register keeps it: what differs only by spaces around it is one line
  await sql`UPDATE ft_process SET line = TRIM(line) WHERE line <> TRIM(line)`.execute(db);
  await sql`UPDATE ft_cleaning SET line = TRIM(line) WHERE line <> TRIM(line)`.execute(db);
  const named = await sql<{ line: string }>`SELECT DISTINCT line FROM ft_process WHERE line IS NOT NULL UNION SELECT DISTINCT line FROM ft_cleaning`.execute(db);
  const lines = [...new Set(named.rows.map((r) => r.line.trim()).filter(Boolean))];
  const now = Date.now();
  for (const line of lines) {
    const cleaned = await sql<{ n: number | string; last: number | string | null }>`SELECT COUNT(*) AS n,
      MAX(CASE WHEN result = ${PASS} THEN end_time END) AS last FROM ft_cleaning WHERE line = ${line} AND del_flag = 0`.execute(db);
    const { n, last } = cleaned.rows[0];
    await sql`INSERT INTO ft_production_line (id, name, clean_hours, last_cleaned, status, create_by, create_time, del_flag)
      VALUES (${newId()}, ${line}, ${Number(n) > 0 ? VALID_HOURS : null}, ${last === null ? null : Number(last)}, ${ACTIVE}, 'system', ${now}, 0)`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
