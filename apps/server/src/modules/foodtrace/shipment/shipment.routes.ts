import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FT_PERMS, MSG, outputwarehouseResource, permissionCode } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { resourceRecord } from '../../../crud/resource-routes.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { lotNames } from '../lots/lot-names.ts';
import { ftDb } from '../schema.ts';
import { round4 } from '../shared/quantity.ts';
import { ShipmentRecordBody, recordShipment } from './shipment.service.ts';
import { SCAN_OUT_MAX, SCAN_OUT_TEXT, scanOutCodes, shipmentCodes, unbindCodes } from './shipment-codes.ts';

const IdQuery = z.object({ id: z.string().min(1).max(32) });
const CodesQuery = IdQuery.extend({ pageNo: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(200).default(20) });
const ScanBody = z.object({
  id: z.string().min(1).max(32),
  codes: z.array(z.string().max(500)).min(1, '请扫描或输入追溯码').max(SCAN_OUT_MAX, `一次最多 ${SCAN_OUT_MAX} 个`),
});
const UnbindBody = z.object({ id: z.string().min(1).max(32), codeIds: z.array(z.string().min(1).max(32)).min(1, '请选择追溯码').max(1000) });

export function registerShipmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/foodtrace/outputwarehouse`;
  const tags = [outputwarehouseResource.title];
  const db = ftDb(ctx.db);

  app.post(`${base}/record`, {
    config: { access: { permission: FT_PERMS.shipmentRecord } },
    schema: { tags, summary: '登记发货：表头与明细（一个事务），只发已放行批次', body: ShipmentRecordBody },
  }, async (req) => ok(await recordShipment(ctx, currentUser(req), req.body as ShipmentRecordBody), MSG.addOk));

  app.get(`${base}/detail`, {
    config: { access: { permission: permissionCode(outputwarehouseResource, 'queryById') } },
    schema: { tags, summary: '出库单详情（含明细）', querystring: IdQuery },
  }, async (req) => {
    const { id } = req.query as z.infer<typeof IdQuery>;
    const header = await resourceRecord(app, req, outputwarehouseResource, id);
    const lines = await db.selectFrom('ftShipmentLine').selectAll().where('shipmentId', '=', id).where('delFlag', '=', 0).execute();
    const names = await lotNames(db, lines.map((l) => l.lotId));
    return ok({
      ...header, customerName: header.customerId_dictText ?? null,
      lines: lines.map((l) => ({
        id: l.id, lotId: l.lotId, lotNo: names.get(l.lotId)?.lotNo ?? null, itemName: names.get(l.lotId)?.itemName ?? null,
        quantity: round4(l.quantity), unit: l.unit,
      })),
    });
  });

  // 扫码出库: the codes that left with a shipment. Reading them is part of reading the shipment; scanning them in
  // or out is its own permission (the warehouse scans; not everyone who may read shipments may).
  app.get(`${base}/codes`, {
    config: { access: { permission: permissionCode(outputwarehouseResource, 'queryById') } },
    schema: { tags, summary: '出库单已扫追溯码（按批次计数，分页列出）', querystring: CodesQuery },
  }, async (req) => {
    const { id, pageNo, pageSize } = req.query as z.infer<typeof CodesQuery>;
    await resourceRecord(app, req, outputwarehouseResource, id); // within the user's data rules, or 未找到对应数据
    return ok(await shipmentCodes(ctx, id, { pageNo, pageSize }));
  });

  app.post(`${base}/scanCodes`, {
    config: { access: { permission: FT_PERMS.shipmentScanCodes } },
    schema: { tags, summary: '扫码出库：追溯码（或其二维码网址）关联到出库单，逐个返回结果', body: ScanBody },
  }, async (req) => {
    const { id, codes } = req.body as z.infer<typeof ScanBody>;
    await resourceRecord(app, req, outputwarehouseResource, id);
    const results = await scanOutCodes(ctx, currentUser(req), id, codes);
    const bound = results.filter((r) => r.outcome === 'bound').length;
    return ok(results, `已出库 ${bound} 个`);
  });

  app.post(`${base}/unbindCodes`, {
    config: { access: { permission: FT_PERMS.shipmentScanCodes } },
    schema: { tags, summary: '扫码出库：把追溯码移出出库单', body: UnbindBody },
  }, async (req) => {
    const { id, codeIds } = req.body as z.infer<typeof UnbindBody>;
    await resourceRecord(app, req, outputwarehouseResource, id);
    const n = await unbindCodes(ctx, currentUser(req), id, codeIds);
    return ok({ count: n }, SCAN_OUT_TEXT.removed(n));
  });
}
