import type { FastifyInstance } from 'fastify';
import { JOB_DICT, JOB_KINDS, JOB_PERMS, JOB_STATUS, JOB_TEXT, jobKind, quartzJobResource, type JobKindCode } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../module.ts';
import { SEED_IDS } from '../system/seed/seed-ids.ts';
import { jobHandlers } from './job-handlers.ts';
import { jobRules } from './job-rules.ts';
import { registerJobRoutes } from './job.routes.ts';
import * as m0140 from './migrations/0140-jobs-quartz-job.ts';
import { JobScheduler } from './scheduler.ts';
import { jobsDb } from './schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform scheduler of 定时任务 (set by the jobs module). */
    jobScheduler: JobScheduler;
  }
}

/** The seeded jobs have fixed ids: one an administrator deleted is not brought back by the next start. */
const SEEDED_IDS: Record<JobKindCode, string> = {
  sessionPurge: 'a0b0000000000000000000000000001a', excelPurge: 'a0b0000000000000000000000000002a', expiryWarning: 'a0b0000000000000000000000000003a',
  messageRetry: 'a0b0000000000000000000000000004a', dbStatistics: 'a0b0000000000000000000000000005a',
  certExpiry: 'a0b0000000000000000000000000006a', safetyCheckReminder: 'a0b0000000000000000000000000007a',
  trainingPlanReminder: 'a0b0000000000000000000000000008a',
};

async function seedJobs(ctx: AppContext): Promise<void> {
  const db = jobsDb(ctx.db);
  for (const [kind, id] of Object.entries(SEEDED_IDS)) {
    const def = jobKind(kind)!;
    if (await db.selectFrom('sysQuartzJob').select('id').where('id', '=', id).executeTakeFirst()) continue;
    await db.insertInto('sysQuartzJob').values({
      id, jobClassName: kind, cronExpression: def.cron, parameter: def.parameter?.seed ?? null, description: def.description,
      status: JOB_STATUS.normal, lastFireAt: null, lastRunTime: null, lastRunResult: null,
      createBy: 'system', createTime: Date.now(), updateBy: null, updateTime: null, delFlag: 0,
    }).execute();
  }
}

/**
 * 定时任务 (spec §2.3 System pages: scheduled jobs; DESIGN.md §1 scheduler): the server's own housekeeping and
 * reminders on schedules an administrator sets, started, stopped or run at once from the screen.
 */
export const jobsModule: AppModule = {
  name: 'jobs',
  migrations: { '0140-jobs-quartz-job': m0140 },
  dicts: [
    { code: JOB_DICT.status, name: '定时任务状态', items: [[String(JOB_STATUS.normal), '正常'], [String(JOB_STATUS.stopped), '停止']] },
    { code: JOB_DICT.kind, name: '定时任务', items: Object.entries(JOB_KINDS).map(([code, k]) => [code, k.name]) },
  ],
  menus: [{
    id: 'a0b00000000000000000000000000001', parentId: SEED_IDS.systemMenu, name: '定时任务', url: '/isystem/quartzJob',
    component: 'system/QuartzJobList', componentName: 'QuartzJobList', icon: 'schedule', sortNo: 13, keepAlive: true,
    resource: quartzJobResource,
    buttons: [
      { code: JOB_PERMS.resume, name: `任务${JOB_TEXT.resume}` }, { code: JOB_PERMS.pause, name: `任务${JOB_TEXT.pause}` },
      { code: JOB_PERMS.execute, name: JOB_TEXT.execute },
    ],
  }],
  resourceHooks: { quartzJob: (_ctx, app) => jobRules(() => app.jobScheduler.changed()) },
  register(app: FastifyInstance, ctx: AppContext) {
    const scheduler = new JobScheduler(jobsDb(ctx.db), jobHandlers(ctx, app), ctx.config.timeZone, app.log);
    app.decorate('jobScheduler', scheduler);
    registerJobRoutes(app, ctx, scheduler);
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  },
  seed: seedJobs,
};
