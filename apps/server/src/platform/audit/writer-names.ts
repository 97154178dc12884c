import type { Kysely } from 'kysely';
import { INTERNAL_WRITERS } from '@foodtrace/contracts';
import type { DB } from '../db/schema.ts';

/**
 * Who wrote a record, as a reader is shown it: the person's name of an account, or the server's own writers
 * (the seed and the jobs, the scan page) by what they are. An account of such a name made before the names
 * were reserved still shows as the account it is. One query for a page of writers.
 */
export async function writerNames(db: Kysely<DB>, usernames: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(usernames.filter((u): u is string => Boolean(u)))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('sysUser').select(['username', 'realname']).where('username', 'in', wanted).execute();
  const accounts = new Map(rows.map((r) => [r.username, r.realname]));
  return new Map(wanted.flatMap((u): Array<[string, string]> => {
    const name = accounts.has(u) ? accounts.get(u) : INTERNAL_WRITERS[u];
    return name ? [[u, name]] : [];
  }));
}
