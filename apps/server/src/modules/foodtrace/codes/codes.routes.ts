import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CODE_LEVEL, FT_PERMS, MAX_PER_CASE, TRACE_CODE, codeBatchResource, foodCodeResource, normalizeTraceCode, permissionCode } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { publicBase } from '../shared/public-base.ts';
import { resourceRecord } from '../../../crud/resource-routes.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { attachmentHeader } from '../../../platform/excel/content-disposition.ts';
import { ftDb } from '../schema.ts';
import { codeDetail } from './code-detail.ts';
import { PACK_MAX, PACK_TEXT, caseContents, packCodes, scannedCases, unpackCodes } from './code-pack.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { generateCodes, voidCodes } from './codes.service.ts';
import { exportBatchCsv } from './export-csv.ts';

const GenerateBody = z.object({
  lotId: z.string().min(1).max(32),
  quantity: z.coerce.number().int('数量必须是整数').min(1, '数量至少为 1').max(TRACE_CODE.maxPerBatch, `一次最多生成 ${TRACE_CODE.maxPerBatch} 个`),
  withSerial: z.boolean().default(false),
  remark: z.string().trim().max(500).nullish(),
  level: z.enum([CODE_LEVEL.item, CODE_LEVEL.case]).default(CODE_LEVEL.item),
  // a case batch without it takes the product's 箱规 (generateCodes)
  perCase: z.coerce.number().int('每箱件数必须是整数').min(1, '每箱件数至少为 1').max(MAX_PER_CASE, `每箱最多 ${MAX_PER_CASE} 件`).nullish(),
});
const PackBody = z.object({
  caseId: z.string().min(1).max(32).nullish(),
  codes: z.array(z.string().max(500)).min(1, '请扫描或输入追溯码').max(PACK_MAX, `一次最多 ${PACK_MAX} 个`),
});
const UnpackBody = z.object({ caseId: z.string().min(1).max(32), ids: z.array(z.string().min(1).max(32)).min(1, '请选择追溯码').max(1000) });
const VoidBody = z.object({
  ids: z.union([z.array(z.string().min(1).max(32)), z.string().min(1).max(40_000).transform((s) => s.split(',').filter(Boolean))])
    .pipe(z.array(z.string()).min(1, '请选择追溯码').max(1000, '一次最多作废 1000 个')),
  reason: z.string().trim().min(1, '请填写作废原因').max(200),
});
const CodeQuery = z.object({ code: z.string().trim().min(1).max(64) });
const BatchQuery = z.object({ batchId: z.string().min(1).max(32) });

export function registerCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/foodtrace/code`;
  const tags = [foodCodeResource.title];
  const db = ftDb(ctx.db);

  app.post(`${base}/generate`, {
    config: { access: { permission: FT_PERMS.codeGenerate } },
    schema: { tags, summary: '为已放行的成品批次批量生成追溯码', body: GenerateBody },
  }, async (req) => ok(await generateCodes(ctx, currentUser(req), req.body as z.infer<typeof GenerateBody>), '生成成功'));

  app.get(`${base}/detail`, {
    config: { access: { permission: permissionCode(foodCodeResource, 'queryById') } },
    schema: { tags, summary: '追溯码详情与扫码记录', querystring: CodeQuery },
  }, async (req) => {
    const detail = await codeDetail(db, (req.query as z.infer<typeof CodeQuery>).code, publicBase(ctx, req), ctx.config.timeZone);
    await resourceRecord(app, req, foodCodeResource, detail.id); // within the user's data rules, or 未找到对应数据
    return ok(detail);
  });

  // 装箱关联: a case code and the item codes packed into it
  app.get(`${base}/case`, {
    config: { access: { permission: permissionCode(foodCodeResource, 'queryById') } },
    schema: { tags, summary: '箱码与箱内追溯码', querystring: CodeQuery },
  }, async (req) => {
    const code = normalizeTraceCode((req.query as z.infer<typeof CodeQuery>).code);
    const row = code ? await db.selectFrom('ftTraceCode').selectAll().where('code', '=', code).where('delFlag', '=', 0).where('codeLevel', '=', CODE_LEVEL.case).executeTakeFirst() : undefined;
    if (!row) throw new BusinessError(PACK_TEXT.caseGone);
    await resourceRecord(app, req, foodCodeResource, row.id);
    return ok(await caseContents(db, row, ctx.config.timeZone));
  });

  app.post(`${base}/pack`, {
    config: { access: { permission: FT_PERMS.codePack } },
    schema: { tags, summary: '装箱关联：扫箱码开箱，再扫单品码装入，逐个返回结果', body: PackBody },
  }, async (req) => {
    const { caseId, codes } = req.body as z.infer<typeof PackBody>;
    if (caseId) await resourceRecord(app, req, foodCodeResource, caseId);
    // a case scanned here opens only within the user's data rules (read before packing's transaction takes the connection)
    const hidden = new Set<string>();
    for (const id of await scannedCases(db, codes)) await resourceRecord(app, req, foodCodeResource, id).catch(() => hidden.add(id));
    return ok(await packCodes(ctx, currentUser(req), caseId ?? null, codes, hidden));
  });

  app.post(`${base}/unpack`, {
    config: { access: { permission: FT_PERMS.codePack } },
    schema: { tags, summary: '拆箱：从箱码中拆出追溯码', body: UnpackBody },
  }, async (req) => {
    const { caseId, ids } = req.body as z.infer<typeof UnpackBody>;
    await resourceRecord(app, req, foodCodeResource, caseId);
    const n = await unpackCodes(ctx, currentUser(req), caseId, ids);
    return ok({ count: n }, PACK_TEXT.unpacked(n));
  });

  app.post(`${base}/void`, {
    config: { access: { permission: FT_PERMS.codeVoid } },
    schema: { tags, summary: '作废追溯码', body: VoidBody },
  }, async (req) => {
    const { ids, reason } = req.body as z.infer<typeof VoidBody>;
    const n = await voidCodes(ctx, currentUser(req), ids, reason);
    return ok({ count: n }, `已作废 ${n} 个追溯码`);
  });

  app.get(`${base}/exportCsv`, {
    config: { access: { permission: FT_PERMS.codeExport } },
    schema: { tags, summary: '导出生码批次（CSV，含二维码网址）', querystring: BatchQuery },
  }, async (req, reply) => {
    await resourceRecord(app, req, codeBatchResource, (req.query as z.infer<typeof BatchQuery>).batchId); // data rules, or 未找到对应数据
    const { fileName, stream } = await exportBatchCsv(db, (req.query as z.infer<typeof BatchQuery>).batchId, publicBase(ctx, req));
    return reply.header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', attachmentHeader(fileName, `codes-${(req.query as z.infer<typeof BatchQuery>).batchId}.csv`))
      .send(stream);
  });
}
