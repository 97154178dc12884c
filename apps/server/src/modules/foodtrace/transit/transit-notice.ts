import { FT_PERMS, LOT_STATUS, NOTICE, TRIP_KIND, lotReachText } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { AfterCommit } from '../../../crud/resource-repo.ts';
import { holdersOf } from '../../../platform/rbac/permissions.ts';
import { escapeHtml } from '../../../platform/html/escape.ts';
import { AnnouncementService } from '../../notice/announcement.service.ts';
import { lotNames } from '../lots/lot-names.ts';
import { lotReach } from '../lots/lot-reach.ts';
import { ftDb, type FtKysely } from '../schema.ts';
import { tripFinding, type Trip } from './transit-temperature.ts';
import { tripNames } from './trip-records.ts';

/** The notices' busType: busId is the trip's record. */
const EXCURSION_NOTICE = 'ft_transit'; // bus_type is varchar(20)

/**
 * What the message says of the trip besides the finding, what to do, and where it opens; `reach` (去向: what was
 * made of a raw lot, and the customers it went to) is the forward trace's to tell — only its readers are told it.
 */
interface TripNotice { facts: string; reach?: string; advice: string; openPage: string }

async function shipmentNotice(db: FtKysely, trip: Trip): Promise<TripNotice> {
  const s = await db.selectFrom('ftShipment as s').leftJoin('ftRelationOffice as c', 'c.id', 's.customerId')
    .select(['c.name as customerName']).where('s.id', '=', trip.id).executeTakeFirstOrThrow();
  const lines = await db.selectFrom('ftShipmentLine').select('lotId').where('shipmentId', '=', trip.id).where('delFlag', '=', 0).execute();
  const lots = [...(await lotNames(db, lines.map((l) => l.lotId))).values()].map((n) => `${n.lotNo}（${n.itemName ?? ''}）`).join('、');
  return {
    facts: `批次：${lots}；收货客户：${s.customerName ?? ''}。`,
    advice: '请质量部门评估这批货物是否仍可销售，必要时通知客户停止销售，或对批次启动召回。', openPage: `/foodtrace/outputwarehouse?id=${trip.id}`,
  };
}

async function intakeNotice(ctx: AppContext, db: FtKysely, trip: Trip): Promise<TripNotice> {
  const i = await db.selectFrom('ftCrudePutin as cp').innerJoin('ftCrude as c', 'c.id', 'cp.crudeId').leftJoin('ftLot as l', 'l.id', 'cp.lotId')
    .leftJoin('ftRelationOffice as s', 's.id', 'cp.supplierId').leftJoin('ftRelationOffice as t', 't.id', 'cp.carrierId')
    .select(['cp.lotNo', 'cp.lotId', 'c.name as crudeName', 's.name as supplierName', 't.name as carrierName', 'l.status']).where('cp.id', '=', trip.id).executeTakeFirstOrThrow();
  // a lot released before the file came in (passed, or a material taken in without inspection) is held by it now
  // (lots/lot-status.ts): what is left of it waits, and what was used of it — named here — asks what became of that
  const reach = i.lotId ? await lotReach(db, ctx.dict, i.lotId) : null;
  const weigh = reach ? '评估对已投料产品的影响，必要时追溯其成品批次并采取措施' : null;
  const advice = {
    [LOT_STATUS.pending]: '该批原料待检验：请登记评估结论，并在登记质检时决定是否接收，必要时拒收退回，并要求供应商或承运商整改。',
    [LOT_STATUS.hold]: `该批原料已暂停放行，登记评估结论前不能投料或发货：请登记评估结论${weigh ? `，并${weigh}` : ''}，并要求供应商或承运商整改。`,
  }[i.status ?? ''] ?? `该批原料${i.status === LOT_STATUS.recalled ? '已召回' : '已判定不合格'}：请${weigh ?? '按不合格品处置'}，并要求供应商或承运商整改。`;
  return {
    facts: `原料批次：${i.lotNo ?? ''}（${i.crudeName}）；供应商：${i.supplierName ?? ''}${i.carrierName ? `；承运商：${i.carrierName}` : ''}。`,
    reach: reach ? `去向：${lotReachText(reach)}。` : undefined, advice, openPage: `/foodtrace/crudePutin?id=${trip.id}`,
  };
}

/**
 * A trip found out of its 贮存条件 by an import is the quality department's to judge — a shipment: is what was
 * shipped still fit to sell? call the customer? recall? a delivery: accept the raw material or turn it away? — a
 * 站内消息 to everyone who records inspections (登记质检), saying what was found and of what, and opening the record.
 * Sent once, when a trip first shows it: one message, or two when it names 去向 — that one to those of them who may
 * open 追溯查询, the other without it to the rest.
 */
export async function tellQualityOfExcursion(ctx: AppContext, trip: Trip): Promise<void> {
  const db = ftDb(ctx.db);
  const recipients = await holdersOf(ctx.db, FT_PERMS.checkoutRecord, NOTICE.maxUsers);
  if (!recipients.length) return;
  const finding = await tripFinding(db, ctx.dict, ctx.config.timeZone, trip);
  if (!finding) return;
  const n = trip.kind === TRIP_KIND.shipment ? await shipmentNotice(db, trip) : await intakeNotice(ctx, db, trip);
  const tracers = n.reach ? await holdersOf(ctx.db, FT_PERMS.traceQuery, NOTICE.maxUsers, recipients) : [];
  const others = recipients.filter((id) => !tracers.includes(id));
  const title = `在途温度超标：${(await tripNames(db, [trip])).get(trip.id) ?? ''}`;
  const notices = new AnnouncementService(ctx);
  for (const [userIds, facts] of [[tracers, n.facts + (n.reach ?? '')], [others, n.facts]] as const) {
    if (!userIds.length) continue;
    await notices.tell({
      title, html: `<p>${escapeHtml(finding)}。</p><p>${escapeHtml(facts)}</p><p>${escapeHtml(n.advice)}</p>`, abstract: finding,
      priority: NOTICE.priority.high, userIds, openPage: n.openPage, busType: EXCURSION_NOTICE, busId: trip.id,
    });
  }
}

/**
 * tellQualityOfExcursion of each trip a committed correction found warm (rejudgeTrips: a time or a 贮存条件), as the
 * edit's AfterCommit — unless the quality department was told of the trip before: a correction undone and redone
 * is no news. (A new file is: the import tells again whatever a decision on record did not weigh.)
 */
export function tellQualityLater(ctx: AppContext, trips: readonly Trip[]): AfterCommit | undefined {
  if (!trips.length) return undefined;
  return async () => {
    const told = await new AnnouncementService(ctx).madeFor(EXCURSION_NOTICE, trips.map((t) => t.id));
    for (const trip of trips) if (!told.has(trip.id)) await tellQualityOfExcursion(ctx, trip);
  };
}
