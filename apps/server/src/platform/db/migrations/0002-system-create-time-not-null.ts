import { MysqlAdapter, PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Every record's `create_time` is NOT NULL (auditColumns makes it so for tables created from now on). Lists
 * put empty values last on every database, but a column that can never be empty needs no NULLS LAST, so the
 * default order `create_time DESC` keeps using its indexes (platform/list-query/order.ts).
 *
 * Databases made before this: PostgreSQL and MariaDB alter the column in place, after giving the rare row
 * without one its last change time (or 0). SQLite cannot change a column's nullability without rebuilding the
 * table; there the rows are filled the same way and the application, which stamps create_time on every write,
 * keeps them so. Numbered in the system range, it runs before the modules' tables on a new database (they come
 * NOT NULL from auditColumns, so it finds nothing to do) and, on an older one, once over every table.
 */
type Table = { t: string; u: boolean | number };

/** The tables whose create_time may still be null, and whether each has an update_time to fill it from. */
export async function nullableCreateTime(db: Kysely<unknown>): Promise<Table[]> {
  const adapter = db.getExecutor().adapter;
  const tables = adapter instanceof PostgresAdapter
    ? await sql<Table>`select c.table_name as t, exists (select 1 from information_schema.columns u where u.table_schema = c.table_schema
          and u.table_name = c.table_name and u.column_name = 'update_time') as u
        from information_schema.columns c
        where c.table_schema = current_schema() and c.column_name = 'create_time' and c.is_nullable = 'YES'`.execute(db)
    : adapter instanceof MysqlAdapter
      ? await sql<Table>`select c.table_name as t, exists (select 1 from information_schema.columns u where u.table_schema = c.table_schema
            and u.table_name = c.table_name and u.column_name = 'update_time') as u
          from information_schema.columns c
          where c.table_schema = database() and c.column_name = 'create_time' and c.is_nullable = 'YES'`.execute(db)
      : await sql<Table>`select m.name as t, exists (select 1 from pragma_table_info(m.name) u where u.name = 'update_time') as u
          from sqlite_master m, pragma_table_info(m.name) c
          where m.type = 'table' and c.name = 'create_time' and c."notnull" = 0`.execute(db);
  return tables.rows;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const adapter = db.getExecutor().adapter;
  for (const { t, u } of await nullableCreateTime(db)) {
    const fill = Number(u) ? sql`coalesce(update_time, 0)` : sql`0`;
    await sql`update ${sql.table(t)} set create_time = ${fill} where create_time is null`.execute(db);
    if (adapter instanceof PostgresAdapter) await sql`alter table ${sql.table(t)} alter column create_time set not null`.execute(db);
    else if (adapter instanceof MysqlAdapter) await sql`alter table ${sql.table(t)} modify create_time bigint not null`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
