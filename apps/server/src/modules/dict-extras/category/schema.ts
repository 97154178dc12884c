import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

/** Kysely's view of sys_category (camelCase; CamelCasePlugin maps to snake_case). */
export interface SysCategory {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
  createBy: string | null;
  createTime: number | null;
  updateBy: string | null;
  updateTime: number | null;
  delFlag: number;
}

export type CategoryDb = Kysely<DB & { sysCategory: SysCategory }>;

/** The application's handle seen with the category table (one database, one schema). */
export function categoryDb(db: Kysely<DB>): CategoryDb {
  return db as unknown as CategoryDb;
}
