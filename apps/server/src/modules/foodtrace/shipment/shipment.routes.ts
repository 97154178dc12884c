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

const IdQuery = z.object({ id: z.string().min(1).max(32) });

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
}
