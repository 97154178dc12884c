import { RESOURCES, type ResourceDef } from '@foodtrace/contracts';
import type { Kysely } from 'kysely';
import type { DbKind } from '../../config.ts';
import type { DB } from '../../platform/db/schema.ts';
import { filterExpression } from '../../platform/list-query/apply.ts';

/** A column that may hold stored paths: a record's file field (one path or several, comma-separated) or rich text. */
interface PathColumn { table: string; column: string; title: string; label: string; softDelete: boolean }

/**
 * Every column where a stored file can be in use: the file fields of the resources (FieldDef.format filePath),
 * a user's avatar, and the announcements' rich text (editor images). Kept with the resources, so a new file
 * field is covered without being listed here.
 */
const COLUMNS: PathColumn[] = [
  ...RESOURCES.flatMap((def: ResourceDef) => Object.entries(def.fields).filter(([, f]) => f.format === 'filePath').map(([name]) => ({
    table: def.table, column: name, title: def.title, label: Object.keys(def.fields)[0], softDelete: !def.appendOnly,
  }))),
  { table: 'sys_user', column: 'avatar', title: '用户', label: 'realname', softDelete: true },
  { table: 'sys_announcement', column: 'msgContent', title: '系统通告', label: 'titile', softDelete: true },
];

/** Stored path → who uses it (产品【鲜源纯牛奶】…), for the paths in use; at most three users each. */
export async function fileUsers(db: Kysely<DB>, kind: DbKind, paths: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  // The tables and columns come from the resource definitions above, never from a request.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const dynamic = db as unknown as Kysely<any>;
  for (const path of paths) {
    const users: string[] = [];
    for (const c of COLUMNS) {
      if (users.length >= 3) break;
      let q = dynamic.selectFrom(c.table).select(`${c.label} as label`).where((eb) => filterExpression(eb, { field: c.column, op: 'like', value: path }, kind));
      if (c.softDelete) q = q.where('delFlag', '=', 0);
      for (const r of await q.limit(3 - users.length).execute()) users.push(`${c.title}【${String(r.label ?? '')}】`);
    }
    if (users.length) out.set(path, users);
  }
  return out;
}
