import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FT_PERMS, SIGNAL_KIND, SIGNAL_RESOLUTION, codesOf } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { ftDb } from '../schema.ts';
import { dashboardAlerts } from './alerts.ts';
import { dayStart } from './days.ts';
import { byProductType, byProvince } from './distribution.ts';
import { handleSignal } from './signal-handling.ts';
import { dashboardSummary } from './summary.ts';
import { dashboardTrend } from './trend.ts';

const TrendQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });
const WindowQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
const AlertQuery = WindowQuery.extend({ threshold: z.coerce.number().int().min(2).max(1000).default(3) });
const HandleBody = z.object({
  kind: z.enum(codesOf(SIGNAL_KIND)),
  code: z.string().trim().min(1).max(32),
  resolution: z.enum(codesOf(SIGNAL_RESOLUTION), { message: '请选择处理结论' }),
  note: z.string().trim().max(500).nullish().transform((v) => v || null),
});

/**
 * The dashboards (dashboard/FoodChart, FoodTypeChart, ChinaMap, UserConflict), all read behind one permission;
 * settling a signal of UserConflict has its own.
 */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/foodtrace/dashboard`;
  const tags = ['溯源看板'];
  const db = ftDb(ctx.db);
  const tz = ctx.config.timeZone;
  const config = { access: { permission: FT_PERMS.dashboardView } };
  const since = (days: number) => dayStart(tz, Date.now(), days - 1);

  app.get(`${base}/summary`, { config, schema: { tags, summary: '今日、近 7 天、近 30 天的入库/加工/检验/发货/扫码与总量' } },
    async () => ok(await dashboardSummary(db, ctx.dict, tz)));

  app.get(`${base}/trend`, { config, schema: { tags, summary: '按天的趋势', querystring: TrendQuery } },
    async (req) => ok(await dashboardTrend(db, ctx.kind, tz, (req.query as z.infer<typeof TrendQuery>).days)));

  app.get(`${base}/byProductType`, { config, schema: { tags, summary: '按产品类型分布', querystring: WindowQuery } },
    async (req) => ok(await byProductType(db, since((req.query as z.infer<typeof WindowQuery>).days))));

  app.get(`${base}/byProvince`, { config, schema: { tags, summary: '按省份：销售地、发货、扫码', querystring: WindowQuery } },
    async (req) => ok(await byProvince(db, since((req.query as z.infer<typeof WindowQuery>).days))));

  app.post(`${base}/handleSignal`, {
    config: { access: { permission: FT_PERMS.signalHandle } },
    schema: { tags, summary: '处理异常扫码：登记核查结论（该码之后再被扫码会重新提示）', body: HandleBody },
  }, async (req) => {
    const body = req.body as z.infer<typeof HandleBody>;
    await handleSignal(db, currentUser(req), body);
    return ok({ kind: body.kind, code: body.code }, '已处理');
  });

  app.get(`${base}/alerts`, { config, schema: { tags, summary: '重复扫码、作废/无效码扫码、窜货', querystring: AlertQuery } },
    async (req) => {
      const q = req.query as z.infer<typeof AlertQuery>;
      return ok(await dashboardAlerts(db, tz, q.days, q.threshold));
    });
}
