import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FT_PERMS } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { attachmentHeader, XLSX_MIME } from '../../../platform/excel/content-disposition.ts';
import { ftDb } from '../schema.ts';
import { publicBase } from '../shared/public-base.ts';
import { epcisDocument } from './epcis.ts';
import { fsmaRows, fsmaWorkbook } from './fsma204.ts';
import { traceReport } from './trace-report.ts';
import { trace } from './trace.service.ts';

const TraceQuery = z.object({
  code: z.string().trim().max(64).optional(),
  lotNo: z.string().trim().max(20).optional(),
  lotId: z.string().trim().max(32).optional(),
  supplierLotNo: z.string().trim().max(50).optional(),
});

export function registerTraceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/foodtrace/trace`;
  const tags = ['追溯查询'];
  const db = ftDb(ctx.db);
  const config = { access: { permission: FT_PERMS.traceQuery } };

  app.get(`${base}/backward`, { config, schema: { tags, summary: '逆向追溯：来源（原料、供应商、检验、加工）', querystring: TraceQuery } },
    async (req) => ok(await trace(db, req.query as z.infer<typeof TraceQuery>, 'backward', { tz: ctx.config.timeZone, dict: ctx.dict })));

  app.get(`${base}/forward`, { config, schema: { tags, summary: '正向追踪：去向（下游批次、发货、客户、追溯码）', querystring: TraceQuery } },
    async (req) => ok(await trace(db, req.query as z.infer<typeof TraceQuery>, 'forward', { tz: ctx.config.timeZone, dict: ctx.dict })));

  app.get(`${base}/report`, {
    config: { access: { permission: FT_PERMS.traceReport } },
    schema: { tags, summary: '批次追溯报告：来源、加工、检验、去向、物料平衡、追溯码与召回（供打印）', querystring: TraceQuery },
  }, async (req) => ok(await traceReport(db, req.query as z.infer<typeof TraceQuery>, currentUser(req), { tz: ctx.config.timeZone, dict: await ctx.dict.lookup() })));

  app.get(`${base}/epcis`, {
    config: { access: { permission: FT_PERMS.traceExportEpcis } },
    schema: { tags, summary: '导出 GS1 EPCIS 2.0 事件（JSON-LD）：批次的来源与去向全过程', querystring: TraceQuery },
  }, async (req, reply) => {
    const { document, lotNo } = await epcisDocument(db, req.query as z.infer<typeof TraceQuery>, { base: publicBase(ctx, req), tz: ctx.config.timeZone });
    return reply.type('application/ld+json; charset=utf-8')
      .header('content-disposition', attachmentHeader(`EPCIS-${lotNo}.jsonld`, `EPCIS-${lotNo}.jsonld`))
      .send(JSON.stringify(document, null, 2));
  });

  app.get(`${base}/fsma204`, {
    config: { access: { permission: FT_PERMS.traceExportFsma } },
    schema: { tags, summary: '导出 FDA FSMA 204 可排序电子表格：收货、加工、发货的关键追踪事件与关键数据元素', querystring: TraceQuery },
  }, async (req, reply) => {
    const { rows, lotNo } = await fsmaRows(db, req.query as z.infer<typeof TraceQuery>, ctx.config.timeZone, await ctx.dict.lookup());
    return reply.type(XLSX_MIME)
      .header('content-disposition', attachmentHeader(`FSMA204-${lotNo}.xlsx`, `FSMA204-${lotNo}.xlsx`))
      .send(await fsmaWorkbook(rows));
  });
}
