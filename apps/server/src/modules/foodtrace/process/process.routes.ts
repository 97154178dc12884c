import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FT_DICT, FT_PERMS, MSG, permissionCode, processResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { resourceRecord } from '../../../crud/resource-routes.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { ftDb } from '../schema.ts';
import { uncleanedLine } from '../shared/cleaning.ts';
import { instantOf } from '../shared/wire.ts';
import { processDetail } from './process-detail.ts';
import { ProcessRecordBody } from './process.schema.ts';
import { recordProcess } from './process.service.ts';

const IdQuery = z.object({ id: z.string().min(1).max(32) });
const LineCheckQuery = z.object({ line: z.string().min(1).max(processResource.fields.line.maxLength!), startTime: z.string().min(1).max(19) });

export function registerProcessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/foodtrace/process`;
  const tags = [processResource.title];

  app.post(`${base}/record`, {
    config: { access: { permission: FT_PERMS.processRecord } },
    schema: { tags, summary: '登记加工：表头、投料批次、产出批次与工序记录（一个事务）', body: ProcessRecordBody },
  }, async (req) => ok(await recordProcess(ctx, currentUser(req), req.body as ProcessRecordBody), MSG.addOk));

  // asked by 登记加工 as its line and start are chosen, so that the clerk sees before saving what the run will be warned of
  app.get(`${base}/lineCheck`, {
    config: { access: { permission: FT_PERMS.processRecord } },
    schema: { tags, summary: '开工前清洗检查：生产线在开始时间前的清洗有效期内是否有验证合格的清洗消毒记录', querystring: LineCheckQuery },
  }, async (req) => {
    const q = req.query as z.infer<typeof LineCheckQuery>;
    const startTime = instantOf(q.startTime, ctx.config.timeZone, 'startTime');
    return ok({ uncleanedLine: await uncleanedLine(ftDb(ctx.db), { line: q.line, startTime }, ctx.config.timeZone) });
  });

  app.get(`${base}/detail`, {
    config: { access: { permission: permissionCode(processResource, 'queryById') } },
    schema: { tags, summary: '加工记录详情（投料、产出、工序）', querystring: IdQuery },
  }, async (req) => {
    const header = await resourceRecord(app, req, processResource, (req.query as z.infer<typeof IdQuery>).id);
    const text = await ctx.dict.lookup();
    return ok({ ...header, ...await processDetail(ftDb(ctx.db), String(header.id), ctx.config.timeZone, (code) => text(FT_DICT.cleaningType, code)) });
  });
}
