import type { ExpressionBuilder } from 'kysely';
import { CCP_STATE, CCP_TEXT, FT_DICT, LOT_KIND, LOT_STATUS, RETAINED_SAMPLE_TEXT, TRANSIT_TEXT, retainedLeftOf, type InspectionResult, type LotKind, type LotStatus } from '@foodtrace/contracts';
import { BusinessError } from '../../../platform/errors.ts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import type { FoodtraceTables, FtKysely, FtLot } from '../schema.ts';
import { amountText, QTY_EPSILON, round4 } from '../shared/quantity.ts';
import { insertRecord, lockingRead, softDeleteRecord, updateRecord, type Writer } from '../shared/records.ts';
import { dateText } from '../shared/wire.ts';
import { intakeTransitHold, type IntakeHold } from '../transit/trip-reviews.ts';
import { heldNow } from './lot-holds.ts';
import { deriveLotStatus } from './lot-status.ts';
import { retainedOf } from './retained-samples.ts';

export interface NewLot {
  id?: string;
  lotNo: string;
  lotKind: LotKind;
  crudeId?: string | null;
  productId?: string | null;
  quantity: number;
  unit: string;
  initialStatus: LotStatus;
  producedTime: number | null;
  expiryDate?: string | null;
  originId?: string | null;
  processId?: string | null;
  remark?: string | null;
}

export async function createLot(db: FtKysely, lot: NewLot, by: Writer): Promise<FtLot> {
  return await insertRecord(db, 'ftLot', {
    crudeId: null, productId: null, expiryDate: null, originId: null, processId: null, remark: null, ...lot,
    status: lot.initialStatus, consumedQty: 0, shippedQty: 0, disposedQty: 0, retainedQty: 0, recallId: null,
  }, by) as unknown as FtLot;
}

export async function liveLot(db: FtKysely, id: string): Promise<FtLot | undefined> {
  return db.selectFrom('ftLot').selectAll().where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
}

export function available(lot: Pick<FtLot, 'quantity' | 'consumedQty' | 'shippedQty' | 'disposedQty'>): number {
  return round4(Number(lot.quantity) - Number(lot.consumedQty) - Number(lot.shippedQty) - Number(lot.disposedQty));
}

/**
 * Of what is left of a lot, its retained samples (留样): what its release recorded, until 不合格品处置 of its last
 * units destroys them (the samples are always what is left last: nothing else may take them).
 */
export function retainedLeft(lot: Pick<FtLot, 'quantity' | 'consumedQty' | 'shippedQty' | 'disposedQty' | 'retainedQty'>): number {
  return round4(retainedLeftOf(Number(lot.retainedQty), available(lot)));
}

/**
 * What is left of a lot, spelled out for a conditional UPDATE (the computed available_qty column holds the same,
 * but an UPDATE's own WHERE is kept to the columns it reads on every database).
 */
function availableExpr(eb: ExpressionBuilder<FoodtraceTables, 'ftLot'>) {
  return eb(eb(eb(eb.ref('quantity'), '-', eb.ref('consumedQty')), '-', eb.ref('shippedQty')), '-', eb.ref('disposedQty'));
}

/** …less its retained samples (the drawable_qty column, spelled out likewise). */
function drawableExpr(eb: ExpressionBuilder<FoodtraceTables, 'ftLot'>) {
  return eb(availableExpr(eb), '-', eb.ref('retainedQty'));
}

/** What leaves a lot: consumed by runs, shipped, disposed of as non-conforming (不合格品处置). */
export type LotDraw = 'consumedQty' | 'shippedQty' | 'disposedQty';

/**
 * Moves one of a lot's drawn quantities by `delta` in ONE conditional UPDATE — more only while that much is left,
 * and with `onlyIn` only in that status — so concurrent draws can never take more than the lot has, on any of the
 * three databases; a negative delta gives back. A run or a shipment leaves the retained samples (drawable); a
 * disposal may take them once they are due (`keepSamples` false). Logs the lot's new state when it moved; answers
 * whether it did and the lot as it is now (for the caller's refusal).
 */
export async function moveLotQty(db: FtKysely, lotId: string, column: LotDraw, delta: number, username: string,
  { onlyIn, keepSamples = column !== 'disposedQty' }: { onlyIn?: LotStatus; keepSamples?: boolean } = {}): Promise<{ moved: boolean; lot: FtLot | undefined }> {
  let q = db.updateTable('ftLot').set((eb) => ({ [column]: eb(column, '+', delta), updateBy: username, updateTime: Date.now() }))
    .where('id', '=', lotId).where('delFlag', '=', 0);
  if (onlyIn) q = q.where('status', '=', onlyIn);
  const left = keepSamples ? drawableExpr : availableExpr;
  if (delta > 0) q = q.where((eb) => eb(left(eb), '>=', delta - QTY_EPSILON));
  const moved = Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
  const lot = await liveLot(db, lotId);
  if (moved && lot) await updateRecord(db, 'ftLot', lot, {}, username);
  return { moved, lot };
}

type Draw = 'consumedQty' | 'shippedQty';

/** When a lot is drawn on (the run's or the shipment's time, in the plant's zone): it must not be past its expiry then. */
export interface DrawTime { at: number; tz: string }

/**
 * Takes `qty` of a released lot (moveLotQty: one conditional UPDATE), leaving its retained samples. A lot past its
 * expiry date on the day it is used or shipped is refused (GB 14881: 不得使用超过保质期的原料).
 */
async function draw(db: FtKysely, dict: DictService, lotId: string, qty: number, column: Draw, username: string, verb: string, when?: DrawTime): Promise<void> {
  if (when) {
    const before = await liveLot(db, lotId);
    const day = dateText(when.at, when.tz);
    if (before?.expiryDate && day && before.expiryDate < day) throw new BusinessError(`批次 ${before.lotNo} 已过保质期（${before.expiryDate}），不能${verb}`);
  }
  const { moved, lot } = await moveLotQty(db, lotId, column, qty, username, { onlyIn: LOT_STATUS.released });
  if (moved) return;
  if (!lot) throw new BusinessError('批次不存在');
  if (lot.status !== LOT_STATUS.released) {
    // a raw lot held by its delivery's excursion says so: the inspections alone would have released it
    const held = lot.lotKind === LOT_KIND.raw ? await intakeTransitHold(db, lot.id) : null;
    const why = held ? `：${TRANSIT_TEXT.heldBy(held.hold, held.putinNo, await resolutionText(dict, held))}` : '';
    throw new BusinessError(`批次 ${lot.lotNo} 未放行（${statusText(lot.status)}${why}），不能${verb}`);
  }
  const left = await amountText(dict, available(lot), lot.unit);
  const asked = await amountText(dict, qty, lot.unit);
  const kept = retainedLeft(lot);
  if (kept > QTY_EPSILON) throw new BusinessError(RETAINED_SAMPLE_TEXT.tooMuch(lot.lotNo, left, await amountText(dict, kept, lot.unit), verb, asked));
  throw new BusinessError(`批次 ${lot.lotNo} 可用数量不足：剩余 ${left}，本次${verb} ${asked}`);
}

export const consumeLot = (db: FtKysely, dict: DictService, lotId: string, qty: number, username: string, when?: DrawTime) => draw(db, dict, lotId, qty, 'consumedQty', username, '投料', when);
export const shipLot = (db: FtKysely, dict: DictService, lotId: string, qty: number, username: string, when?: DrawTime) => draw(db, dict, lotId, qty, 'shippedQty', username, '发货', when);

/** Gives back what a deleted shipment line had taken. */
export async function unshipLot(db: FtKysely, lotId: string, qty: number, username: string): Promise<void> {
  await moveLotQty(db, lotId, 'shippedQty', -qty, username);
}

function statusText(status: string): string {
  return { PENDING_QC: '待检验', RELEASED: '已放行', HOLD: '暂停放行', REJECTED: '不合格', RECALLED: '已召回' }[status] ?? status;
}

/** Whether anything downstream already depends on the lot: inputs taken, shipments, children, codes. */
export async function lotInUse(db: FtKysely, lot: FtLot): Promise<boolean> {
  return (await lotsInUse(db, [lot])).has(lot.id);
}

/** Of these lots, the ones used: drawn from (consumed, shipped, disposed of), parent of another lot, or coded. */
export async function lotsInUse(db: FtKysely, lots: FtLot[]): Promise<Set<string>> {
  const used = new Set(lots.filter((l) => [l.consumedQty, l.shippedQty, l.disposedQty].some((q) => Number(q) > QTY_EPSILON)).map((l) => l.id));
  const rest = lots.map((l) => l.id).filter((id) => !used.has(id));
  if (!rest.length) return used;
  const parents = await db.selectFrom('ftLotLink').select('parentLotId as id').distinct()
    .where('parentLotId', 'in', rest).where('delFlag', '=', 0).execute();
  for (const r of parents) used.add(r.id);
  const uncoded = rest.filter((id) => !used.has(id));
  // One indexed probe per lot: a lot may have a million codes, so no DISTINCT over them.
  for (const id of uncoded) {
    const code = await db.selectFrom('ftTraceCode').select('id').where('lotId', '=', id).where('delFlag', '=', 0).executeTakeFirst();
    if (code) used.add(id);
  }
  return used;
}

/** Why a correction may not take the release from a lot that has been used. */
const unreleaseRefused = (lotNo: string) => `批次 ${lotNo} 已投料、发货、处置或赋码，不能撤销其放行检验；如有新的结论，请新增检验记录`;

/** The live inspections of these lots, each lot's in the order their results apply (lot-status.ts). */
async function inspectionsOf(db: FtKysely, lotIds: string[]): Promise<Array<{ id: string; lotId: string; result: InspectionResult }>> {
  const rows = await db.selectFrom('ftCheckout').select(['id', 'lotId', 'result']).where('lotId', 'in', lotIds).where('delFlag', '=', 0)
    .orderBy('inspectedTime').orderBy('createTime').orderBy('id').execute();
  return rows.map((r) => ({ ...r, result: r.result as InspectionResult }));
}

/** The status a lot has with these inspection results (a recall outranks them all), its delivery's transit hold and a 质量暂扣 in force. */
const statusWith = (lot: FtLot, results: InspectionResult[], transit: IntakeHold | null = null, held = false) =>
  deriveLotStatus(lot.initialStatus as LotStatus, results, lot.recallId !== null, transit?.hold ?? null, held);

/**
 * Of these inspections, the ones whose delete refreshLotStatus would refuse, with the reason: without the
 * inspection, a released lot that is already used would no longer be released. The list greys 删除 out on
 * them, so nobody learns it only after confirming.
 */
export async function releasesInUse(db: FtKysely, rows: Array<{ id: string; lotId: string }>): Promise<Map<string, string>> {
  const why = new Map<string, string>();
  const lotIds = [...new Set(rows.map((r) => r.lotId))];
  if (!lotIds.length) return why;
  const released = await db.selectFrom('ftLot').selectAll().where('id', 'in', lotIds).where('delFlag', '=', 0)
    .where('status', '=', LOT_STATUS.released).execute();
  const used = await lotsInUse(db, released);
  const lots = new Map(released.filter((l) => used.has(l.id)).map((l) => [l.id, l]));
  if (!lots.size) return why;
  const inspections = await inspectionsOf(db, [...lots.keys()]);
  for (const row of rows) {
    const lot = lots.get(row.lotId);
    if (!lot) continue;
    const rest = inspections.filter((i) => i.lotId === lot.id && i.id !== row.id).map((i) => i.result);
    if (statusWith(lot, rest) !== lot.status) why.set(row.id, unreleaseRefused(lot.lotNo));
  }
  return why;
}

/**
 * Re-derives a lot's status from its live inspections. `correction` (an inspection edited or deleted) may not
 * take the release away from a lot that has already been used, shipped or coded: that would rewrite history;
 * a new inspection is the way to record a later finding.
 */
export async function refreshLotStatus(db: FtKysely, lotId: string, username: string, mode: 'record' | 'correction'): Promise<void> {
  const read = await liveLot(db, lotId);
  if (!read) return;
  // its retained samples follow its inspections too (0324): a sample recorded, moved to another lot or corrected
  const retained = await retainedOf(db, lotId);
  const lot = { ...read, retainedQty: retained };
  if (Math.abs(retained - Number(read.retainedQty)) > QTY_EPSILON) await updateRecord(db, 'ftLot', read, { retainedQty: retained }, username);
  // the intake read locked, as an import and a review lock it: a release and a file that reopens the trip take turns
  const transit = lot.lotKind === LOT_KIND.raw ? await intakeTransitHold(db, lotId, { lock: true }) : null;
  const next = statusWith(lot, (await inspectionsOf(db, [lotId])).map((i) => i.result), transit, await heldNow(db, lotId));
  if (next === lot.status) return;
  if (mode === 'correction' && lot.status === LOT_STATUS.released && await lotInUse(db, lot)) {
    throw new BusinessError(unreleaseRefused(lot.lotNo));
  }
  if (next === LOT_STATUS.released) await assertCcpCorrected(db, lot);
  await updateRecord(db, 'ftLot', lot, { status: next }, username);
}

/**
 * HACCP: the products of a run that missed a critical limit are released only once its CCP 纠偏 is on record.
 * The run's row is read locked: deleting its last correction locks it too before it looks for a released lot
 * (hooks/ccp-correction.hooks.ts), so of a release and that delete at the same moment one waits for the other.
 */
async function assertCcpCorrected(db: FtKysely, lot: FtLot): Promise<void> {
  if (!lot.processId) return;
  const run = await lockingRead(db, db.selectFrom('ftProcess').select(['processNo', 'ccpState']).where('id', '=', lot.processId)).executeTakeFirst();
  if (run?.ccpState === CCP_STATE.pending) throw new BusinessError(CCP_TEXT.releaseRefused(lot.lotNo, run.processNo));
}

/**
 * A 合格 of a raw lot whose delivery went outside its 贮存条件 on the way is refused while the quality department's
 * 评估结论 is awaited or after one that turned the delivery away (contracts TRANSIT_HOLD): the deviation is weighed
 * before the lot is judged, and the inspector is told so rather than seeing the lot stay held. Judging it 不合格 is
 * never refused. The intake is read locked, as refreshLotStatus reads it.
 */
export async function assertTransitSettled(db: FtKysely, dict: DictService, lotId: string): Promise<void> {
  const held = await intakeTransitHold(db, lotId, { lock: true });
  if (!held) return;
  const lot = await liveLot(db, lotId);
  throw new BusinessError(TRANSIT_TEXT.releaseRefused(held.hold, lot?.lotNo ?? '', held.putinNo, await resolutionText(dict, held)));
}

/** The 评估结论 that turned a delivery away, as its dictionary names it. */
const resolutionText = async (dict: DictService, held: IntakeHold) => (held.resolution ? (await dict.text(FT_DICT.transitResolution, held.resolution)) ?? held.resolution : '');

/** Soft-deletes a lot nothing depends on (a lot with children cannot even be soft-deleted). */
export async function removeUnusedLot(db: FtKysely, lotId: string, username: string): Promise<void> {
  const lot = await liveLot(db, lotId);
  if (!lot) return;
  if (await lotInUse(db, lot)) throw new BusinessError(`批次 ${lot.lotNo} 已投料、发货、处置或赋码，不能删除`);
  const inspected = await db.selectFrom('ftCheckout').select('id').where('lotId', '=', lotId).where('delFlag', '=', 0).executeTakeFirst();
  if (inspected) throw new BusinessError(`批次 ${lot.lotNo} 已有质检记录，请先处理质检记录`);
  await softDeleteRecord(db, 'ftLot', lot, username);
}
