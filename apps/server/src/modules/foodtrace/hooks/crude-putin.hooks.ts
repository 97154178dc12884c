import { LOT_KIND, LOT_STATUS, TRIP_KIND, YES } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { InUseMark } from '../../../crud/fixed-fields.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { newId } from '../../../platform/db/ids.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { createLot, liveLot, lotsInUse, removeUnusedLot } from '../lots/lot.service.ts';
import { ftDb, type FtCrudePutin } from '../schema.ts';
import { assertArrivalTemperatureRead } from '../shared/cold-chain.ts';
import { assertLicencesValid } from '../shared/licences.ts';
import { assertApprovedSupplier } from '../shared/supplier-approval.ts';
import { assertLotNoFree, freeLotNo } from '../shared/lot-numbers.ts';
import { amountText, round4, unitText } from '../shared/quantity.ts';
import { updateRecord } from '../shared/records.ts';
import { dateText, instantOf } from '../shared/wire.ts';
import { tellQualityLater } from '../transit/transit-notice.ts';
import { rejudgeTrips } from '../transit/transit-temperature.ts';

type Row = Record<string, unknown>;

/**
 * 原料入库 creates its raw lot in the same transaction (DOMAIN.md §1); the lot is pending inspection unless the
 * raw material needs no incoming inspection (Food Safety Law Art. 50 进货查验). Edits keep the lot in step;
 * once the lot is used, the intake is in use: what the lot is, from whom, where and when it came and how it
 * arrived (FieldDef.fixedOnceUsed: a supplier's recall quotes its own lot number, which must still find it) are
 * fixed, and its quantity cannot drop below what was used (FieldDef.notBelowUsed).
 */
export function crudePutinHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  const tz = ctx.config.timeZone;

  /**
   * What arrives is what the material is: in the material's own unit (lots are consumed in their unit, and
   * nothing converts 箱 into 个), not already past its expiry date on the day it arrives, from a supplier and
   * with a carrier whose licences were in force that day (进货查验, Food Safety Law Art. 50: shared/licences.ts),
   * and from a supplier admitted for the material that day (合格供方: shared/supplier-approval.ts).
   */
  const assertArrival = async (intake: Row) => {
    const crude = await db.selectFrom('ftCrude').select(['name', 'unit']).where('id', '=', intake.crudeId as string).executeTakeFirst();
    if (crude && intake.unit && intake.unit !== crude.unit) {
      throw new BusinessError(`原料“${crude.name}”的计量单位是${await unitText(ctx.dict, crude.unit)}，入库单位应与之一致（现为${await unitText(ctx.dict, intake.unit as string)}）`);
    }
    const received = typeof intake.receivedTime === 'number' ? intake.receivedTime : instantOf(intake.receivedTime as string, tz, 'receivedTime');
    const day = received === null ? null : dateText(received, tz);
    if (day && intake.expiryDate && (intake.expiryDate as string) < day) {
      throw new BusinessError(`保质期至 ${String(intake.expiryDate)} 早于收货日期 ${day}，过期原料不能入库`);
    }
    await assertLicencesValid(db, ctx.dict, intake.supplierId, day, 'supplier');
    await assertLicencesValid(db, ctx.dict, intake.carrierId, day, 'carrier');
    await assertApprovedSupplier(db, ctx.dict, intake.supplierId, intake.crudeId, day);
  };

  return {
    async beforeAdd(input) {
      await assertArrival(input);
      await assertArrivalTemperatureRead(db, ctx.dict, input.crudeId, input.temperature);
      const at = instantOf(input.receivedTime as string, tz, 'receivedTime') ?? Date.now();
      if (input.lotNo) await assertLotNoFree(db, input.lotNo as string);
      else input.lotNo = await freeLotNo(db, LOT_KIND.raw, at, tz);
      input.lotId = newId();
    },

    async afterAdd(row, tx) {
      const trx = ftDb(tx.db);
      const crude = await trx.selectFrom('ftCrude').select('needInspection').where('id', '=', row.crudeId as string).executeTakeFirstOrThrow();
      await createLot(trx, {
        id: row.lotId as string, lotNo: row.lotNo as string, lotKind: LOT_KIND.raw, crudeId: row.crudeId as string,
        quantity: Number(row.quantity), unit: row.unit as string, producedTime: row.receivedTime as number,
        expiryDate: (row.expiryDate as string | null) ?? null, originId: (row.originId as string | null) ?? null,
        initialStatus: crude.needInspection === YES ? LOT_STATUS.pending : LOT_STATUS.released,
      }, tx.user);
    },

    async inUse(rows) {
      const lotIds = rows.map((r) => r.lotId as string | null).filter((id): id is string => Boolean(id));
      if (!lotIds.length) return new Map();
      const lots = await db.selectFrom('ftLot').selectAll().where('id', 'in', lotIds).where('delFlag', '=', 0).execute();
      const inUse = await lotsInUse(db, lots);
      const marks = new Map<string, InUseMark>();
      for (const lot of lots.filter((l) => inUse.has(l.id))) {
        const drawn = round4(Number(lot.consumedQty) + Number(lot.shippedQty));
        const used = round4(drawn + Number(lot.disposedQty));
        const text = await amountText(ctx.dict, used, lot.unit);
        const how = drawn > 0 || Number(lot.disposedQty) <= 0 ? '已投料或发货' : '已处置';
        marks.set(lot.id, { reason: `原料批次 ${lot.lotNo} ${how}`, used: { quantity: { amount: used, text } } });
      }
      return new Map(rows.filter((r) => marks.has(r.lotId as string)).map((r) => [r.id as string, marks.get(r.lotId as string)!]));
    },

    async beforeEdit(changes, existing) {
      if (['crudeId', 'supplierId', 'carrierId', 'unit', 'receivedTime', 'expiryDate'].some((k) => changes[k] !== undefined)) await assertArrival({ ...existing, ...changes });
      // a reading is not taken away, nor a cold-chain material put on an intake without one (one recorded before, untouched, may stay)
      const reading = changes.temperature !== undefined && (changes.temperature ?? null) !== (existing.temperature === null ? null : Number(existing.temperature));
      if (reading || (changes.crudeId !== undefined && changes.crudeId !== existing.crudeId)) {
        await assertArrivalTemperatureRead(db, ctx.dict, changes.crudeId ?? existing.crudeId, changes.temperature === undefined ? existing.temperature : changes.temperature);
      }
      const lot = existing.lotId ? await liveLot(db, existing.lotId as string) : undefined;
      if (!lot) return;
      if (changes.lotNo && changes.lotNo !== lot.lotNo) await assertLotNoFree(db, changes.lotNo as string, lot.id);
    },

    async afterEdit(row, existing, tx) {
      const trx = ftDb(tx.db);
      // a delivery that arrived at another time is judged until that time; another material, by its 贮存条件
      const warm = Number(row.receivedTime) !== Number(existing.receivedTime) || row.crudeId !== existing.crudeId
        ? await rejudgeTrips(trx, [{ kind: TRIP_KIND.intake, id: row.id as string, at: Number(row.receivedTime) }], tx.user.username) : [];
      const lot = row.lotId ? await liveLot(trx, row.lotId as string) : undefined;
      if (lot) {
        const r = row as unknown as FtCrudePutin;
        await updateRecord(trx, 'ftLot', lot, {
          lotNo: r.lotNo ?? lot.lotNo, crudeId: r.crudeId, quantity: Number(r.quantity), unit: r.unit,
          producedTime: r.receivedTime, expiryDate: r.expiryDate, originId: r.originId,
        }, tx.user.username);
      }
      return tellQualityLater(ctx, warm);
    },

    async undeletable(rows) {
      const lotIds = rows.map((r) => r.lotId as string | null).filter((id): id is string => Boolean(id));
      if (!lotIds.length) return new Map();
      const lots = await db.selectFrom('ftLot').selectAll().where('id', 'in', lotIds).where('delFlag', '=', 0).execute();
      const used = await lotsInUse(db, lots);
      const lotNo = new Map(lots.filter((l) => used.has(l.id)).map((l) => [l.id, l.lotNo]));
      return new Map(rows.filter((r) => lotNo.has(r.lotId as string))
        .map((r) => [r.id as string, `原料批次 ${lotNo.get(r.lotId as string)} 已投料、发货、处置或赋码，入库记录不能删除`]));
    },

    async afterDelete(existing, tx) {
      for (const row of existing) if (row.lotId) await removeUnusedLot(ftDb(tx.db), row.lotId as string, tx.user.username);
    },
  };
}
