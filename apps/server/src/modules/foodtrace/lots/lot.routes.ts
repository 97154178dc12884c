import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FT_PERMS, RECALL_TYPE, lotResource, permissionCode, type LotDetail, type LotKind, type LotStatus } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { resourceRecord } from '../../../crud/resource-routes.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb } from '../schema.ts';
import { round4 } from '../shared/quantity.ts';
import { instantOf, timeText } from '../shared/wire.ts';
import { lotNames } from './lot-names.ts';
import { lotWarnings } from './lot-warnings.ts';
import { available, retainedLeft } from './lot.service.ts';
import { RecallStartBody } from '../recall/recall-bodies.ts';
import { startRecall } from '../recall/recall.service.ts';

const IdQuery = z.object({ id: z.string().min(1).max(32) });

export function registerLotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/foodtrace/lot`;
  const tags = [lotResource.title];
  const db = ftDb(ctx.db);

  app.get(`${base}/detail`, {
    config: { access: { permission: permissionCode(lotResource, 'queryById') } },
    schema: { tags, summary: '批次详情：数量、已投料、已发货、可用量', querystring: IdQuery },
  }, async (req): Promise<ReturnType<typeof ok<LotDetail>>> => {
    const { id } = req.query as z.infer<typeof IdQuery>;
    await resourceRecord(app, req, lotResource, id); // within the user's data rules, or 未找到对应数据
    const lot = await db.selectFrom('ftLot').selectAll().where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
    if (!lot) throw new BusinessError('未找到对应数据');
    const child = await db.selectFrom('ftLotLink').select('id').where('parentLotId', '=', id).where('delFlag', '=', 0).executeTakeFirst();
    const codes = await db.selectFrom('ftTraceCode').select((eb) => eb.fn.countAll<number>().as('n')).where('lotId', '=', id).where('delFlag', '=', 0).executeTakeFirst();
    return ok({
      id: lot.id, lotNo: lot.lotNo, lotKind: lot.lotKind as LotKind, itemName: (await lotNames(db, [id])).get(id)?.itemName ?? '',
      status: lot.status as LotStatus, quantity: round4(lot.quantity), consumedQty: round4(lot.consumedQty),
      shippedQty: round4(lot.shippedQty), disposedQty: round4(lot.disposedQty), available: available(lot), retainedQty: retainedLeft(lot), unit: lot.unit,
      producedTime: timeText(lot.producedTime, ctx.config.timeZone), expiryDate: lot.expiryDate,
      hasChildren: child !== undefined, codeCount: Number(codes?.n ?? 0),
      ...await lotWarnings(db, ctx, lot),
    });
  });

  app.post(`${base}/recall`, {
    config: { access: { permission: FT_PERMS.lotRecall } },
    schema: { tags, summary: '召回批次及其全部下游批次，并标记其追溯码；列出收货方待通知', body: RecallStartBody },
  }, async (req) => {
    const body = req.body as RecallStartBody;
    const learnedTime = instantOf(body.learnedTime, ctx.config.timeZone, 'learnedTime');
    return ok(await startRecall(ctx, currentUser(req), { ...body, learnedTime, type: RECALL_TYPE.real }), '召回已登记');
  });
}
