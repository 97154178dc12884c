import type { FastifyInstance } from 'fastify';
import { permissionCode, staffHealthResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/envelope.ts';
import { ftDb } from '../schema.ts';
import { unregisteredOperators } from '../shared/staff-health.ts';

/** 健康证明 beyond the generic register (docs/foodtrace-api.md §2): the operators with no certificate on file. */
export function registerStaffHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${ctx.config.apiBase}${staffHealthResource.basePath}/unregistered`, {
    config: { access: { permission: permissionCode(staffHealthResource, 'list') } },
    schema: { tags: [staffHealthResource.title], summary: '未登记：近一年加工记录中写作操作人、却没有登记任何健康证明的人员' },
  }, async () => ok(await unregisteredOperators(ftDb(ctx.db), ctx.config.timeZone)));
}
