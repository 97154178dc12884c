import { CODE_LEVEL, CODE_STATUS, LOT_KIND, RECALL_STATUS, RECALL_TARGETS, RECALL_TYPE, elapsedText, type RecallBalance, type RecallLevel, type RecallReport, type RecallTimer } from '@foodtrace/contracts';
import { sql } from 'kysely';
import { BusinessError } from '../../../platform/errors.ts';
import type { FtKysely } from '../schema.ts';
import { available } from '../lots/lot.service.ts';
import { round4 } from '../shared/quantity.ts';
import { RECORD_GAP } from '../shared/record-gaps.ts';
import { timeText } from '../shared/wire.ts';
import { reachableLots } from '../trace/genealogy.ts';
import { loadTraceRecords } from '../trace/trace-records.ts';
import { recallPath, recallSiblings } from './recall-scope.ts';
import { recallTimer, type WorkCalendar } from './recall-timer.ts';

/**
 * A recall's report (TRACEABILITY.md §4.3), computed from the same genealogy as the trace workbench: the
 * sources behind the starting lot, every lot made from it with its mass balance, the consignees and how far
 * each has come, the codes, the clock against the target, and the gaps the records show.
 */
export async function recallReport(db: FtKysely, id: string, tz: string, calendar: WorkCalendar, now = Date.now()): Promise<RecallReport> {
  const recall = await db.selectFrom('ftRecall').selectAll().where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!recall) throw new BusinessError('召回记录不存在');
  const [backIds, forwardIds] = await Promise.all([reachableLots(db, [recall.lotId], 'backward'), reachableLots(db, [recall.lotId], 'forward')]);
  const [back, forward, siblings] = await Promise.all([
    loadTraceRecords(db, backIds, { shipments: false }),
    loadTraceRecords(db, forwardIds, { shipments: true }),
    recallSiblings(db, recall.lotId, backIds, forwardIds),
  ]);
  const consigneeRows = await db.selectFrom('ftRecallConsignee as rc').leftJoin('ftRelationOffice as o', 'o.id', 'rc.customerId')
    .selectAll('rc').select(['o.name as customerName', 'o.phone as customerPhone', 'o.email as customerEmail', 'o.regionName as region'])
    .where('rc.recallId', '=', id).where('rc.delFlag', '=', 0).orderBy('o.name').orderBy('rc.createTime').execute();
  const lotInfo = new Map([...back.lots, ...forward.lots].map((l) => [l.id, l]));
  const scanned = await scannedOutTo(db, consigneeRows);
  const itemName = (l: { productName: string | null; crudeName: string | null } | undefined) => l?.productName ?? l?.crudeName ?? null;

  const consignees = consigneeRows.map((c) => ({
    id: c.id, customerId: c.customerId, customerName: c.customerName, customerPhone: c.customerPhone, customerEmail: c.customerEmail, region: c.region,
    lotId: c.lotId, lotNo: lotInfo.get(c.lotId)?.lotNo ?? null, itemName: itemName(lotInfo.get(c.lotId)),
    shippedQty: round4(c.shippedQty), unit: c.unit, shipmentNos: c.shipmentNos, scannedCodes: scanned.get(`${c.customerId}|${c.lotId}`) ?? 0,
    notifiedTime: timeText(c.notifiedTime, tz),
    notifyMethod: c.notifyMethod, contact: c.contact, acknowledgedTime: timeText(c.acknowledgedTime, tz),
    recoveredQty: c.recoveredQty === null ? null : round4(c.recoveredQty), remark: c.remark,
  }));
  const recoveredByLot = new Map<string, number>();
  for (const c of consignees) recoveredByLot.set(c.lotId, (recoveredByLot.get(c.lotId) ?? 0) + (c.recoveredQty ?? 0));

  const lots = forward.lots.map((l) => {
    const produced = round4(l.quantity), consumed = round4(l.consumedQty), shipped = round4(l.shippedQty), disposed = round4(l.disposedQty);
    return {
      lotId: l.id, lotNo: l.lotNo, itemName: itemName(l), lotKind: l.lotKind, status: l.status, unit: l.unit, produced, consumed, shipped, disposed,
      onHand: Math.max(0, available(l)), recovered: round4(recoveredByLot.get(l.id) ?? 0),
    };
  }).sort((a, b) => a.lotNo.localeCompare(b.lotNo));

  // What of each raw lot went into the runs that lead to the recalled lot: not the lot's whole consumption,
  // part of which may have gone into lots this recall is not about.
  const usedOnPath = new Map<string, number>();
  for (const i of back.inputs) usedOnPath.set(i.lotId, (usedOnPath.get(i.lotId) ?? 0) + Number(i.quantity));
  const sources = back.lots.filter((l) => l.lotKind === LOT_KIND.raw).map((l) => {
    const intake = back.intakes.find((i) => i.lotId === l.id);
    return {
      lotId: l.id, lotNo: l.lotNo, itemName: itemName(l), supplierName: intake?.supplierName ?? null, supplierLotNo: intake?.supplierLotNo ?? null,
      docNo: intake?.docNo ?? null, receivedTime: timeText(intake?.receivedTime, tz), received: round4(l.quantity), used: round4(l.id === recall.lotId ? l.consumedQty : usedOnPath.get(l.id) ?? 0), unit: l.unit,
      inspections: back.inspections.filter((k) => k.lotId === l.id).map((k) => `${k.checkoutNo} ${k.result === 'PASS' ? '合格' : '不合格'}`),
    };
  }).sort((a, b) => a.lotNo.localeCompare(b.lotNo));

  const codes = { total: 0, active: 0, recalled: 0, voided: 0, scanned: 0 };
  for (const c of forward.codeCounts) {
    const n = Number(c.n);
    codes.total += n;
    codes.scanned += Number(c.scanned ?? 0);
    if (c.status === CODE_STATUS.active) codes.active += n;
    else if (c.status === CODE_STATUS.recalled) codes.recalled += n;
    else if (c.status === CODE_STATUS.void) codes.voided += n;
  }

  const timer = recallTimer(recall, tz, now, calendar);
  const seed = lotInfo.get(recall.lotId);
  return {
    recall: {
      id: recall.id, recallNo: recall.recallNo, recallType: recall.recallType, recallLevel: recall.recallLevel, status: recall.status,
      reason: recall.reason, lotId: recall.lotId, lotNo: seed?.lotNo ?? null, itemName: itemName(seed), createBy: recall.createBy,
      createTime: timeText(recall.createTime, tz), learnedTime: timeText(recall.learnedTime, tz), closedTime: timeText(recall.closedTime, tz), summary: recall.summary,
      lotCount: recall.lotCount, codeCount: recall.codeCount,
      planReportedTime: timeText(recall.planReportedTime, tz), planReportedTo: recall.planReportedTo, noticeChannel: recall.noticeChannel,
      disposalMethod: recall.disposalMethod, disposalTime: timeText(recall.disposalTime, tz), disposalPlace: recall.disposalPlace,
      disposalWitness: recall.disposalWitness, disposalRemark: recall.disposalRemark,
    },
    timer, sources, path: recallPath(back), siblings, lots, consignees, codes, balance: balanceByUnit(lots),
    // A lot whose material is received on its certificate alone (需进货检验 = 否) is not missing an inspection.
    gaps: gapsOf(recall, timer, sources, consignees, siblings, new Set(back.lots.filter((l) => l.needInspection === '0').map((l) => l.id))),
  };
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

const STAGE_ORDER = [LOT_KIND.raw, LOT_KIND.wip, LOT_KIND.finished] as string[];

/**
 * Mass balance per stage and unit: a balance across kilograms and bottles would mean nothing, nor would one
 * adding the raw milk to the base made of it (the same milk counted twice). Raw, then work in progress, then
 * finished goods.
 */
export function balanceByUnit(lots: RecallReport['lots']): RecallBalance[] {
  const byStage = new Map<string, { lotKind: string; unit: string; produced: number; consumed: number; shipped: number; disposed: number; onHand: number; recovered: number }>();
  for (const l of lots) {
    const key = `${l.lotKind}|${l.unit}`;
    const b = byStage.get(key) ?? { lotKind: l.lotKind, unit: l.unit, produced: 0, consumed: 0, shipped: 0, disposed: 0, onHand: 0, recovered: 0 };
    b.produced += l.produced; b.consumed += l.consumed; b.shipped += l.shipped; b.disposed += l.disposed; b.onHand += l.onHand; b.recovered += l.recovered;
    byStage.set(key, b);
  }
  const stage = (k: string) => (STAGE_ORDER.includes(k) ? STAGE_ORDER.indexOf(k) : STAGE_ORDER.length);
  return [...byStage.values()].sort((a, b) => stage(a.lotKind) - stage(b.lotKind)).map(({ lotKind, unit, ...b }) => ({
    lotKind, unit, produced: round4(b.produced), consumed: round4(b.consumed), shipped: round4(b.shipped), disposed: round4(b.disposed),
    onHand: round4(b.onHand), recovered: round4(b.recovered),
    accountedPct: pct(b.consumed + b.shipped + b.disposed + b.onHand, b.produced),
    recoveredOfPlannedPct: pct(b.recovered + b.onHand, b.shipped + b.onHand),
    recoveredOfSoldPct: pct(b.recovered, b.shipped),
  }));
}

/** The findings name at most this many lots sharing a source; the report's table lists them all. */
const LISTED_SIBLINGS = 5;

function gapsOf(recall: { recallType: string; recallLevel: string | null; status: string; planReportedTime: number | null; disposalMethod: string | null; learnedTime: number | null }, timer: RecallTimer,
  sources: RecallReport['sources'], consignees: RecallReport['consignees'], siblings: RecallReport['siblings'], uninspectedByRule: Set<string>): string[] {
  const gaps: string[] = [];
  // Not a fault of the record, but a regulator's first question: is the recall wide enough? Lots sharing only
  // packaging are listed in the report, not raised here.
  const food = siblings.filter((b) => b.sharesFood);
  if (food.length) {
    const shipped = food.filter((b) => b.shipped > 0).length;
    const named = food.slice(0, LISTED_SIBLINGS).map((b) => b.lotNo).join('、') + (food.length > LISTED_SIBLINGS ? ' 等' : '');
    gaps.push(`${food.length} 个批次与召回批次共用原料或半成品而未纳入本次召回（${named}）${shipped ? `，其中 ${shipped} 个已发货` : ''}，请评估是否扩大召回范围`);
  }
  if (recall.recallType === RECALL_TYPE.real && !recall.recallLevel) gaps.push('未确定召回级别（按一级召回计时）');
  if (timer.start && !timer.start.learnedAt) gaps.push('未记录知悉风险的时间，无法核对启动时限');
  if (timer.start?.overdue) gaps.push(`知悉风险 ${elapsedText(timer.start.lagMinutes!)}后才启动召回，未满足“${timer.start.target}”`);
  if (recall.recallType === RECALL_TYPE.real) {
    // Art. 13: the plan goes to the county-level market regulator within the same limit as the start.
    if (recall.planReportedTime === null) gaps.push('尚未记录向市场监督管理部门报告召回计划');
    else if (timer.start && recall.learnedTime !== null
      && recall.planReportedTime > recall.learnedTime + RECALL_TARGETS.levels[(recall.recallLevel ?? '1') as RecallLevel].startHours * 3_600_000) {
      gaps.push(`召回计划报告晚于“${timer.start.target}”的时限`);
    }
    const recovered = consignees.some((c) => (c.recoveredQty ?? 0) > 0);
    if (recovered && recall.disposalMethod === null) gaps.push('已回收的食品尚未记录处置（销毁、无害化处理或补救）');
  }
  const undocumented = sources.filter((s) => !s.supplierLotNo || !s.docNo);
  if (undocumented.length) gaps.push(RECORD_GAP.undocumented(undocumented.map((s) => s.lotNo)));
  const uninspected = sources.filter((s) => !s.inspections.length && !uninspectedByRule.has(s.lotId));
  if (uninspected.length) gaps.push(RECORD_GAP.uninspected(uninspected.map((s) => s.lotNo)));
  // A consignee nobody can phone is the first thing a real recall trips over (Food Safety Law Art. 50: 联系方式).
  const unreachable = [...new Set(consignees.filter((c) => !c.customerPhone).map((c) => c.customerName ?? c.customerId))];
  if (unreachable.length) gaps.push(`收货方 ${unreachable.join('、')} 缺少联系电话`);
  const unnotified = consignees.filter((c) => !c.notifiedTime);
  if (unnotified.length) gaps.push(`${new Set(unnotified.map((c) => c.customerId)).size} 个收货方尚未通知`);
  const unconfirmed = consignees.filter((c) => c.notifiedTime && !c.acknowledgedTime);
  if (unconfirmed.length) gaps.push(`${new Set(unconfirmed.map((c) => c.customerId)).size} 个收货方已通知但未确认`);
  const open = consignees.filter((c) => c.recoveredQty === null);
  if (open.length && recall.recallType === RECALL_TYPE.real) gaps.push(`${open.length} 条发货尚未登记回收数量`);
  if (timer.overdue) gaps.push(recall.status === RECALL_STATUS.closed ? '完成时间超过目标时限' : '已超过目标时限，尚未结束');
  return gaps;
}

/**
 * How many codes of each consignee's lot were scanned out with shipments to it (扫码出库): the items the
 * customer can be asked to find by their codes. Keyed `customerId|lotId`.
 */
async function scannedOutTo(db: FtKysely, rows: Array<{ customerId: string; lotId: string }>): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  const found = await db.selectFrom('ftTraceCode as c').innerJoin('ftShipment as h', 'h.id', 'c.shipmentId')
    .select(['h.customerId', 'c.lotId', sql<number>`count(*)`.as('n')])
    .where('c.lotId', 'in', [...new Set(rows.map((r) => r.lotId))]).where('h.customerId', 'in', [...new Set(rows.map((r) => r.customerId))])
    .where('c.delFlag', '=', 0).where('h.delFlag', '=', 0).where('c.codeLevel', '=', CODE_LEVEL.item) // items, loose or in their cases
    .groupBy(['h.customerId', 'c.lotId']).execute();
  return new Map(found.map((f) => [`${f.customerId}|${f.lotId}`, Number(f.n)]));
}
