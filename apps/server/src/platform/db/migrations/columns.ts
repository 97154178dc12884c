import type { CreateTableBuilder } from 'kysely';

/** Columns every record table has: who and when (DESIGN.md §5 rule 11) and the soft-delete flag. */
export function auditColumns<T extends string>(t: CreateTableBuilder<T, never>, opts: { softDelete?: boolean } = {}) {
  let b = t
    .addColumn('create_by', 'varchar(50)')
    .addColumn('create_time', 'bigint')
    .addColumn('update_by', 'varchar(50)')
    .addColumn('update_time', 'bigint');
  if (opts.softDelete !== false) b = b.addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0));
  return b;
}

export const ID = 'varchar(32)';
