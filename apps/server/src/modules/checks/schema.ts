import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** Kysely's view of sys_check_rule (camelCase; CamelCasePlugin maps to snake_case). */
export interface SysCheckRule {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription: string | null;
  createBy: string | null;
  createTime: number | null;
  updateBy: string | null;
  updateTime: number | null;
}

export type ChecksDb = Kysely<DB & { sysCheckRule: SysCheckRule }>;

/** The application's handle seen with the module's table (one database, one schema). */
export function checksDb(db: Kysely<DB>): ChecksDb {
  return db as unknown as ChecksDb;
}

/** The same handle (a transaction included) seen with the system tables only, e.g. for the data log. */
export function systemView(db: ChecksDb): Kysely<DB> {
  return db as unknown as Kysely<DB>;
}
