import { MysqlAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** Quantities and money: decimal(18,4) on every database (docs/engineering.md). */
export const QTY = 'decimal(18, 4)';
/** Coordinates need six decimals (≈ 0.1 m). */
export const COORD = 'decimal(10, 6)';

/** GB/T 2260 codes of a place, the chosen names, and the street address (private: never on public pages). */
export function placeColumns<T extends string>(t: CreateTableBuilder<T, never>) {
  return t
    .addColumn('province_code', 'varchar(6)')
    .addColumn('city_code', 'varchar(6)')
    .addColumn('district_code', 'varchar(6)')
    .addColumn('region_name', 'varchar(100)')
    .addColumn('address', 'varchar(200)');
}

export type IndexSpec = string[] | { columns: string[]; unique: true };

/**
 * The indexes of one table, named `idx_ft_<table>_<columns>` (`uq_…` when unique) within every database's
 * 63/64-character limit. MySQL/MariaDB get them in one ALTER TABLE: each separate CREATE INDEX there is a
 * table rebuild with its own flush, which made a fresh migration take seconds per table.
 */
export async function indexes(db: Kysely<unknown>, table: string, specs: IndexSpec[]): Promise<void> {
  const all = specs.map((spec) => {
    const columns = Array.isArray(spec) ? spec : spec.columns;
    const unique = !Array.isArray(spec);
    const short = columns.map((c) => c.replace(/_id$/, '').replace(/_time$/, '_t')).join('_');
    return { name: `${unique ? 'uq' : 'idx'}_${table}_${short}`.slice(0, 60), columns, unique };
  });
  if (db.getExecutor().adapter instanceof MysqlAdapter) {
    const clauses = all.map((i) => sql`add ${sql.raw(i.unique ? 'unique ' : '')}index ${sql.id(i.name)} (${sql.join(i.columns.map((c) => sql.id(c)))})`);
    await sql`alter table ${sql.table(table)} ${sql.join(clauses)}`.execute(db);
    return;
  }
  for (const i of all) {
    let b = db.schema.createIndex(i.name).on(table).columns(i.columns);
    if (i.unique) b = b.unique();
    await b.execute();
  }
}
