import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface SysFillRule {
  id: string; ruleName: string; ruleCode: string; rulePattern: string; status: number; remark: string | null;
  createBy: string | null; createTime: number | null; updateBy: string | null; updateTime: number | null; delFlag: number;
}

export type FillRulesDb = Kysely<DB & { sysFillRule: SysFillRule }>;

/** The app's handle with this module's table known to it. */
export const fillRulesDb = (db: Kysely<DB>): FillRulesDb => db as unknown as FillRulesDb;
