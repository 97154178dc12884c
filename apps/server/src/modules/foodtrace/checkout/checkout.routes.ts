import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FT_PERMS, MSG, checkoutResource, permissionCode } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { resourceRecord } from '../../../crud/resource-routes.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { lotNames } from '../lots/lot-names.ts';
import { ftDb } from '../schema.ts';
import { CheckoutRecordBody, recordCheckout } from './checkout.service.ts';

const IdQuery = z.object({ id: z.string().min(1).max(32) });

export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/foodtrace/checkout`;
  const tags = [checkoutResource.title];
  const db = ftDb(ctx.db);

  app.post(`${base}/record`, {
    config: { access: { permission: FT_PERMS.checkoutRecord } },
    schema: { tags, summary: '登记质检：表头与检验项目（一个事务），并更新批次状态', body: CheckoutRecordBody },
  }, async (req) => ok(await recordCheckout(ctx, currentUser(req), req.body as CheckoutRecordBody, app.fileStorage), MSG.addOk));

  app.get(`${base}/detail`, {
    config: { access: { permission: permissionCode(checkoutResource, 'queryById') } },
    schema: { tags, summary: '质检记录详情（含检验项目）', querystring: IdQuery },
  }, async (req) => {
    const { id } = req.query as z.infer<typeof IdQuery>;
    const header = await resourceRecord(app, req, checkoutResource, id);
    const items = await db.selectFrom('ftCheckoutItem').selectAll().where('checkoutId', '=', id).where('delFlag', '=', 0).orderBy('seq').execute();
    const lotId = String(header.lotId);
    const lot = (await lotNames(db, [lotId])).get(lotId);
    return ok({
      ...header, lotNo: lot?.lotNo ?? null, itemName: lot?.itemName ?? null, lotStatus: lot?.status ?? null,
      items: items.map((i) => ({ id: i.id, seq: i.seq, itemName: i.itemName, standardLimit: i.standardLimit, unit: i.unit, measuredValue: i.measuredValue, passed: i.passed === '1' })),
    });
  });
}
