import type { Kysely } from 'kysely';
import { appendDataLog } from '../../../platform/audit/data-log.ts';
import type { DB } from '../../../platform/db/schema.ts';

/** The data log of a dictionary row (DESIGN.md §5 rule 11), written in the write's own transaction. */
export function logDictRow(db: Kysely<DB>, table: 'sys_dict' | 'sys_dict_item', id: string, row: object, username: string): Promise<void> {
  return appendDataLog(db, table, id, { ...row }, username);
}
