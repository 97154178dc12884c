import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/envelope.ts';
import { ReportService } from './report.service.ts';
import { reportsUsing } from './report-definition.ts';

const CodeParam = z.object({ code: z.string().min(1).max(100) });
const IdParam = z.object({ cgRpConfigId: z.string().min(1).max(32) });

/**
 * The online report API (spec §7.4) behind the popup widget. Popups sit in business forms of every user, so
 * a session is enough; what a report shows is decided by the administrator who wrote its SQL.
 */
export function registerOnlineReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/online/cgreport/api`;
  const tags = ['在线报表'];
  const signedIn = { access: { signedIn: true as const } };
  const reports = new ReportService(ctx, app.dataSources);
  // A data source a report reads keeps its code and stays (数据源管理 says which reports use it).
  app.dataSources?.addUsers((codes) => reportsUsing(ctx, codes));
  app.addHook('onClose', () => reports.close());

  app.get(`${base}/getRpColumns/:code`, { config: signedIn, schema: { tags, summary: '报表列与字典', params: CodeParam } },
    async (req) => ok(await reports.columns((req.params as z.infer<typeof CodeParam>).code, currentUser(req).tenantId)));

  app.get(`${base}/getQueryInfo/:cgRpConfigId`, { config: signedIn, schema: { tags, summary: '报表查询条件', params: IdParam } },
    async (req) => ok(await reports.queryInfo((req.params as z.infer<typeof IdParam>).cgRpConfigId)));

  app.get(`${base}/getData/:cgRpConfigId`, { config: signedIn, schema: { tags, summary: '报表数据（分页）', params: IdParam, querystring: z.looseObject({}) } },
    async (req) => ok(await reports.data((req.params as z.infer<typeof IdParam>).cgRpConfigId, req.query as Record<string, unknown>, req.log)));
}
