import { sql, type Kysely } from 'kysely';
import type { DbKind } from '../../config.ts';

/**
 * Brings SQLite's planner statistics up to date; false on PostgreSQL and MariaDB, which keep theirs themselves.
 * SQLite plans by the statistics ANALYZE keeps, and nothing else runs it: without them a 本部门 user's page of a
 * million trace codes took a sorted half second instead of a tenth of a millisecond. This analyzes the tables
 * that lack statistics or have grown much since (0x10000: all of them, 0x2: analyze), and without SQLite's time
 * limit (flag 0x10 left out): a limited ANALYZE keeps no sqlite_stat4 samples, and without them the planner
 * cannot tell a department that holds every code from one that holds none. About 2 s on a million codes when it
 * analyzes; a few ms when nothing changed. Run at start-up, after the seeds, and by the 数据库统计信息 job (nightly).
 */
export async function refreshStatistics(db: Kysely<unknown>, kind: DbKind): Promise<boolean> {
  if (kind !== 'sqlite') return false;
  await sql`pragma optimize = 0x10002`.execute(db);
  return true;
}
