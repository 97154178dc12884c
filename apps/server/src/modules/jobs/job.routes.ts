import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { JOB_PERMS, JOB_STATUS, JOB_TEXT, quartzJobResource } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/envelope.ts';
import { BusinessError } from '../../platform/errors.ts';
import { perm } from '../sysadmin/shared/route-helpers.ts';
import { jobsDb } from './schema.ts';
import type { JobScheduler } from './scheduler.ts';

const IdBody = z.object({ id: z.string().min(1).max(32) });

/** 启动 / 停止 / 立即执行 of one 定时任务, each behind its own code. */
export function registerJobRoutes(app: FastifyInstance, ctx: AppContext, scheduler: JobScheduler): void {
  const base = `${ctx.config.apiBase}${quartzJobResource.basePath}`;
  const tags = ['定时任务'];
  const db = jobsDb(ctx.db);
  const job = async (id: string) => {
    const row = await db.selectFrom('sysQuartzJob').select(['id', 'jobClassName', 'parameter', 'status']).where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
    if (!row) throw new BusinessError('未找到对应数据');
    return row;
  };
  const setStatus = async (id: string, status: number, username: string) => {
    await job(id);
    await db.updateTable('sysQuartzJob').set({ status, updateBy: username, updateTime: Date.now() }).where('id', '=', id).execute();
    scheduler.changed();
  };

  app.post(`${base}/pause`, { config: perm(JOB_PERMS.pause), schema: { tags, summary: '停止定时任务', body: IdBody } }, async (req) => {
    await setStatus((req.body as z.infer<typeof IdBody>).id, JOB_STATUS.stopped, currentUser(req).username);
    return ok(null, JOB_TEXT.paused);
  });

  app.post(`${base}/resume`, { config: perm(JOB_PERMS.resume), schema: { tags, summary: '启动定时任务', body: IdBody } }, async (req) => {
    await setStatus((req.body as z.infer<typeof IdBody>).id, JOB_STATUS.normal, currentUser(req).username);
    return ok(null, JOB_TEXT.resumed);
  });

  // Runs it now whether it is started or stopped, as JeecgBoot's 立即执行; answers how it went.
  app.post(`${base}/execute`, { config: perm(JOB_PERMS.execute), schema: { tags, summary: '立即执行定时任务', body: IdBody } }, async (req) => {
    const row = await job((req.body as z.infer<typeof IdBody>).id);
    const run = await scheduler.run({ id: row.id, kind: row.jobClassName, parameter: row.parameter });
    if (!run.ok) throw new BusinessError(run.result);
    return ok(null, JOB_TEXT.executed(run.result));
  });
}
