import { z } from 'zod';
import { addSchema, outputwarehouseResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { listSpecOf } from '../../../crud/list-spec.ts';
import { assertHappened } from '../../../crud/resource-repo.ts';
import { ResourceRefs } from '../../../crud/resource-refs.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { BadRequestError, BusinessError } from '../../../platform/errors.ts';
import { assignNumbers } from '../../../platform/numbering/auto-number.ts';
import { fillShippedRegion } from '../hooks/shipment.hooks.ts';
import { liveLot, shipLot } from '../lots/lot.service.ts';
import { ftDb } from '../schema.ts';
import { assertNotBeforeLot } from '../shared/chronology.ts';
import { assertLoadTemperature } from '../shared/cold-chain.ts';
import { insertRecord } from '../shared/records.ts';
import { assertLicencesValid } from '../shared/licences.ts';
import { dateText, instantOf } from '../shared/wire.ts';

/** A shipment with its lines (Food Safety Law Art. 51 销售记录; FSMA §1.1340 shipping KDEs). */
export const ShipmentRecordBody = z.object({
  lines: z.array(z.object({
    lotId: z.string().min(1).max(32),
    quantity: z.coerce.number({ error: '数量必须是数字' }).positive('数量必须大于 0').max(99_999_999_999_999),
  })).min(1, '至少需要一条发货明细').max(200),
}).and(addSchema(outputwarehouseResource));
export type ShipmentRecordBody = z.infer<typeof ShipmentRecordBody>;

/**
 * Header and lines in one transaction. Only released lots ship (the QC gate, DOMAIN.md §1), and each line takes
 * its quantity from the lot by a conditional update, so a lot never ships more than it has left. A product kept
 * 冷藏 or 冷冻 ships only with a loading temperature within its 贮存条件 (shared/cold-chain.ts).
 */
export async function recordShipment(ctx: AppContext, user: SessionUser, body: ShipmentRecordBody): Promise<{ id: string }> {
  if (new Set(body.lines.map((l) => l.lotId)).size !== body.lines.length) throw new BadRequestError('lines: 同一批次只能出现一次');
  assertHappened(outputwarehouseResource, body, ctx.config.timeZone);
  await new ResourceRefs(outputwarehouseResource, ctx.kind, (d) => listSpecOf(d, ctx.config.timeZone)).check(ctx.db, body);
  // before the transaction, as the references: master data that a refusal need not hold a write lock for
  await assertLoadTemperature(ftDb(ctx.db), ctx.dict, body.lines.map((l) => l.lotId), body.loadTemperature as number | null | undefined);
  return ftDb(ctx.db).transaction().execute(async (db) => {
    await assignNumbers(db, outputwarehouseResource, body, { kind: ctx.kind, timeZone: ctx.config.timeZone });
    if (await db.selectFrom('ftShipment').select('id').where('shipmentNo', '=', body.shipmentNo as string).where('delFlag', '=', 0).executeTakeFirst()) {
      throw new BusinessError('出库单号已存在');
    }
    const { lines, ...header } = body;
    await fillShippedRegion(db, header);
    const shippedTime = instantOf(header.shippedTime as string, ctx.config.timeZone, 'shippedTime');
    await assertLicencesValid(db, ctx.dict, header.carrierId, dateText(shippedTime ?? Date.now(), ctx.config.timeZone), 'carrier');
    const row = await insertRecord(db, 'ftShipment', { ...header, shippedTime }, user);
    for (const line of lines) {
      const lot = await liveLot(db, line.lotId);
      if (!lot) throw new BusinessError('发货批次不存在');
      assertNotBeforeLot(lot, shippedTime, '发货时间', ctx.config.timeZone);
      await shipLot(db, ctx.dict, lot.id, line.quantity, user.username, { at: shippedTime ?? Date.now(), tz: ctx.config.timeZone });
      await insertRecord(db, 'ftShipmentLine', {
        shipmentId: row.id, lotId: lot.id, productId: lot.productId, customerId: header.customerId,
        provinceCode: header.provinceCode ?? null, regionName: header.regionName ?? null,
        quantity: line.quantity, unit: lot.unit, shippedTime,
      }, user);
    }
    return { id: row.id };
  });
}
