import type { FastifyInstance } from 'fastify';
import { permissionCode, staffTrainingResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/envelope.ts';
import { ftDb } from '../schema.ts';
import { staffTrainingNow } from './staff-training.ts';

/** 培训考核 beyond the generic register (docs/foodtrace-api.md §2): where each person stands. */
export function registerStaffTrainingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${ctx.config.apiBase}${staffTrainingResource.basePath}/staff`, {
    config: { access: { permission: permissionCode(staffTrainingResource, 'list') } },
    schema: { tags: [staffTrainingResource.title], summary: '人员培训情况：健康证明登记的从业人员、近一年加工记录中的操作人和培训记录中的人员，近一年的培训次数与学时、最近一次培训，未培训与考核不合格的在前' },
  }, async () => ok(await staffTrainingNow(ftDb(ctx.db), ctx.config.timeZone)));
}
