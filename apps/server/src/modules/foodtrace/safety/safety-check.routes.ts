import type { FastifyInstance } from 'fastify';
import { permissionCode, safetyCheckResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/envelope.ts';
import { ftDb } from '../schema.ts';
import { riskItemsNow } from './risk-items.ts';
import { safetyCheckGapsNow } from './safety-check-gaps.ts';

/** 食品安全自查 beyond the generic register (docs/foodtrace-api.md §2). */
export function registerSafetyCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${ctx.config.apiBase}${safetyCheckResource.basePath}/gaps`, {
    config: { access: { permission: permissionCode(safetyCheckResource, 'list') } },
    schema: { tags: [safetyCheckResource.title], summary: '缺少记录：近 30 天的日管控（停产日除外）、近 8 周的周排查、近 6 个月的月调度中没有记录的，以及今日、本周、本月待登记的' },
  }, async () => ok(await safetyCheckGapsNow(ftDb(ctx.db), ctx.dict, ctx.config.timeZone)));
  app.get(`${ctx.config.apiBase}${safetyCheckResource.basePath}/riskItems`, {
    config: { access: { permission: permissionCode(safetyCheckResource, 'list') } },
    schema: { tags: [safetyCheckResource.title], summary: '风险项统计：近 90 天风险管控清单各项的检查次数、发现问题次数、整改中的次数和最近发现日期，问题多的在前' },
  }, async () => ok(await riskItemsNow(ftDb(ctx.db), ctx.dict, ctx.config.timeZone)));
}
