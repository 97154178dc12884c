import { TRIP_KIND } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { BusinessError } from '../../../platform/errors.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { unshipLot } from '../lots/lot.service.ts';
import { ftDb, type FtKysely } from '../schema.ts';
import { assertNotBeforeLot } from '../shared/chronology.ts';
import { assertLoadTemperature } from '../shared/cold-chain.ts';
import { assertLicencesValid } from '../shared/licences.ts';
import { dateText, editedInstant } from '../shared/wire.ts';
import { softDeleteRecord, updateRecords } from '../shared/records.ts';
import { releaseShipmentCodes } from '../shipment/shipment-codes.ts';
import { tellQualityLater } from '../transit/transit-notice.ts';
import { rejudgeTrips } from '../transit/transit-temperature.ts';

type Row = Record<string, unknown>;

/**
 * The shipped-to region defaults to the destination's (a sales origin) or else the customer's: it is what the
 * public page shows and what the diversion alert compares scans with. Header changes flow to the lines;
 * deleting a shipment (a correction) gives its quantities back to the lots and its scanned-out codes back to the
 * warehouse, unless a recall lists it.
 */
export async function fillShippedRegion(db: FtKysely, input: Row): Promise<void> {
  if (input.provinceCode && input.regionName) return;
  const place = input.destinationId
    ? await db.selectFrom('ftSellOrigin').select(['provinceCode', 'regionName']).where('id', '=', input.destinationId as string).executeTakeFirst()
    : input.customerId
      ? await db.selectFrom('ftRelationOffice').select(['provinceCode', 'regionName']).where('id', '=', input.customerId as string).executeTakeFirst()
      : undefined;
  input.provinceCode ||= place?.provinceCode ?? null;
  input.regionName ||= place?.regionName ?? null;
}

/**
 * The recall that lists this shipment among its consignees (a lot of its lines, sent to its customer), if any.
 * Such a shipment is evidence: deleting it or changing its customer would rewrite the recall's consignees and
 * mass balance after the fact, so both are refused while the recall exists, open or closed, mock or real.
 */
async function recallOf(db: FtKysely, shipment: Row): Promise<{ recallNo: string; lotNo: string } | undefined> {
  return (await recallsOf(db, [shipment])).get(shipment.id as string);
}

/** Of these shipments, those with a lot in a recall that names their customer: id → the latest such recall. */
async function recallsOf(db: FtKysely, shipments: Row[]): Promise<Map<string, { recallNo: string; lotNo: string }>> {
  if (!shipments.length) return new Map();
  const customerOf = new Map(shipments.map((s) => [s.id as string, s.customerId as string]));
  const found = await db.selectFrom('ftRecallConsignee as c')
    .innerJoin('ftRecall as r', 'r.id', 'c.recallId')
    .innerJoin('ftShipmentLine as l', (j) => j.onRef('l.lotId', '=', 'c.lotId'))
    .innerJoin('ftLot as lot', 'lot.id', 'c.lotId')
    .select(['l.shipmentId', 'c.customerId', 'r.recallNo', 'lot.lotNo'])
    .where('l.shipmentId', 'in', [...customerOf.keys()]).where('l.delFlag', '=', 0)
    .where('c.delFlag', '=', 0).where('r.delFlag', '=', 0)
    .orderBy('r.createTime', 'desc')
    .execute();
  const out = new Map<string, { recallNo: string; lotNo: string }>();
  for (const f of found) {
    if (f.customerId === customerOf.get(f.shipmentId) && !out.has(f.shipmentId)) out.set(f.shipmentId, { recallNo: f.recallNo, lotNo: f.lotNo });
  }
  return out;
}

export function shipmentHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  return {
    async beforeAdd(input) {
      await fillShippedRegion(db, input);
    },
    async beforeEdit(changes, existing) {
      if (changes.customerId !== undefined && changes.customerId !== existing.customerId) {
        const recall = await recallOf(db, existing);
        if (recall) throw new BusinessError(`出库单 ${String(existing.shipmentNo)} 的批次 ${recall.lotNo} 已列入召回 ${recall.recallNo}，不能更改收货客户`);
      }
      // A shipment moved in time still cannot leave before any of its lots was made (shared/chronology.ts),
      // nor with a carrier whose licence had run out by then (shared/licences.ts).
      const shipped = editedInstant(changes, existing, 'shippedTime', ctx.config.timeZone);
      const carrierId = changes.carrierId === undefined ? existing.carrierId : changes.carrierId;
      if (shipped.changed || carrierId !== existing.carrierId) {
        await assertLicencesValid(db, ctx.dict, carrierId, dateText(shipped.at ?? Date.now(), ctx.config.timeZone), 'carrier');
      }
      const lots = () => db.selectFrom('ftShipmentLine').innerJoin('ftLot', 'ftLot.id', 'ftShipmentLine.lotId').select(['ftLot.id', 'ftLot.lotNo', 'ftLot.producedTime'])
        .where('ftShipmentLine.shipmentId', '=', existing.id as string).where('ftShipmentLine.delFlag', '=', 0).execute();
      if (shipped.changed) for (const lot of await lots()) assertNotBeforeLot(lot, shipped.at, '发货时间', ctx.config.timeZone);
      // a loading temperature corrected later is held to the cold chain's limits as the first one was
      if (changes.loadTemperature !== undefined && changes.loadTemperature !== existing.loadTemperature) {
        await assertLoadTemperature(db, ctx.dict, (await lots()).map((l) => l.id), changes.loadTemperature as number | null);
      }
      // A new customer or destination means a new region unless the edit names one.
      const moved = ['destinationId', 'customerId'].some((k) => changes[k] !== undefined && changes[k] !== existing[k]);
      const merged: Row = { ...existing, ...changes };
      if (moved && changes.provinceCode === undefined) merged.provinceCode = null;
      if (moved && changes.regionName === undefined) merged.regionName = null;
      if (merged.provinceCode && merged.regionName) return;
      await fillShippedRegion(db, merged);
      changes.provinceCode = merged.provinceCode;
      changes.regionName = merged.regionName;
    },
    async afterEdit(row, existing, tx) {
      const trx = ftDb(tx.db);
      // a trip that left at another time is judged from that time on
      const warm = Number(row.shippedTime) !== Number(existing.shippedTime)
        ? await rejudgeTrips(trx, [{ kind: TRIP_KIND.shipment, id: row.id as string, at: Number(row.shippedTime) }], tx.user.username) : [];
      const lines = await trx.selectFrom('ftShipmentLine').selectAll().where('shipmentId', '=', row.id as string).where('delFlag', '=', 0).execute();
      await updateRecords(trx, 'ftShipmentLine', lines, {
        customerId: row.customerId, provinceCode: row.provinceCode, regionName: row.regionName, shippedTime: row.shippedTime,
      }, tx.user.username);
      return tellQualityLater(ctx, warm);
    },
    async undeletable(rows) {
      const recalls = await recallsOf(db, rows);
      return new Map(rows.filter((r) => recalls.has(r.id as string)).map((r) => {
        const recall = recalls.get(r.id as string)!;
        return [r.id as string, `出库单 ${String(r.shipmentNo)} 的批次 ${recall.lotNo} 已列入召回 ${recall.recallNo}，不能删除`];
      }));
    },
    async afterDelete(existing, tx) {
      const trx = ftDb(tx.db);
      for (const header of existing) {
        const lines = await trx.selectFrom('ftShipmentLine').selectAll().where('shipmentId', '=', header.id as string).where('delFlag', '=', 0).execute();
        for (const line of lines) {
          await softDeleteRecord(trx, 'ftShipmentLine', line, tx.user.username);
          await unshipLot(trx, line.lotId, Number(line.quantity), tx.user.username);
        }
        await releaseShipmentCodes(trx, header.id as string, tx.user.username);
      }
    },
  };
}
