import type { FastifyInstance } from 'fastify';
import { officeCertResource, permissionCode } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/envelope.ts';
import { ftDb } from '../schema.ts';
import { uncoveredOffices } from '../shared/licences.ts';

/** 资质证照 beyond the generic register (docs/foodtrace-api.md §2): the organisations missing their papers. */
export function registerOfficeCertRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ftDb(ctx.db);
  app.get(`${ctx.config.apiBase}${officeCertResource.basePath}/uncovered`, {
    config: { access: { permission: permissionCode(officeCertResource, 'list') } },
    schema: { tags: [officeCertResource.title], summary: '缺少证照：近一年供货、承运或出具检验报告，却没有在效许可证照的相关组织' },
  }, async () => ok(await uncoveredOffices(db, ctx.config.timeZone)));
}
