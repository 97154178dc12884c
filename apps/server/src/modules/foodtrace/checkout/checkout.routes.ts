import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FT_PERMS, MSG, checkoutResource, lotResource, permissionCode } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { resourceRecord } from '../../../crud/resource-routes.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { lotNames } from '../lots/lot-names.ts';
import { lotWarnings } from '../lots/lot-warnings.ts';
import { ftDb } from '../schema.ts';
import { CheckoutRecordBody, recordCheckout } from './checkout.service.ts';

const IdQuery = z.object({ id: z.string().min(1).max(32) });
const LotQuery = z.object({ lotId: z.string().min(1).max(32) });

export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/foodtrace/checkout`;
  const tags = [checkoutResource.title];
  const db = ftDb(ctx.db);

  app.post(`${base}/record`, {
    config: { access: { permission: FT_PERMS.checkoutRecord } },
    schema: { tags, summary: '登记质检：表头与检验项目（一个事务），并更新批次状态', body: CheckoutRecordBody },
  }, async (req) => ok(await recordCheckout(ctx, currentUser(req), req.body as CheckoutRecordBody, app.fileStorage), MSG.addOk));

  // What 登记检验 warns of when a lot is picked, under 登记检验's own code: an inspector who may release a lot
  // must see its run's deviations without also being given the lot's whole detail (批次查看).
  app.get(`${base}/lotWarnings`, {
    config: { access: { permission: FT_PERMS.checkoutRecord } },
    schema: { tags, summary: '待检批次的关键控制点偏差、到货温度异常、供方逾期未复评或收货后被暂停供货（登记质检时提示）', querystring: LotQuery },
  }, async (req) => {
    const { lotId } = req.query as z.infer<typeof LotQuery>;
    await resourceRecord(app, req, lotResource, lotId); // within the user's data rules, or 未找到对应数据
    const lot = await db.selectFrom('ftLot').select(['id', 'processId']).where('id', '=', lotId).executeTakeFirstOrThrow();
    return ok(await lotWarnings(db, ctx, lot));
  });

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
