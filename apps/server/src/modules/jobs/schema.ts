import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface SysQuartzJob {
  id: string; jobClassName: string; cronExpression: string; parameter: string | null; description: string | null;
  status: number; lastFireAt: number | null; lastRunTime: number | null; lastRunResult: string | null;
  createBy: string | null; createTime: number | null; updateBy: string | null; updateTime: number | null; delFlag: number;
}

export type JobsDb = Kysely<DB & { sysQuartzJob: SysQuartzJob }>;

/** The app's handle with this module's table known to it. */
export const jobsDb = (db: Kysely<DB>): JobsDb => db as unknown as JobsDb;
