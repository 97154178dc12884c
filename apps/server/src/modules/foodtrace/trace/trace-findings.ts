import {
  ALLERGEN_TEXT, CCP_STATE, FORMULA_TEXT, COLD_CHAIN_TEXT, FT_DICT, INSPECTION_RESULT, LOT_KIND, LOT_STATUS, QTY_EPSILON, STEP_RESULT, isColdChain, isExpiredOn, outsideColdChain, undeclaredAllergens,
} from '@foodtrace/contracts';
import { available } from '../lots/lot.service.ts';
import { formatQty } from '../shared/quantity.ts';
import { RECORD_GAP } from '../shared/record-gaps.ts';
import { holdsText } from '../lots/lot-holds.ts';
import type { TraceRecords } from './trace-records.ts';

type Dict = (code: string, value: string | null | undefined) => string;

/** Statuses that say a lot is not fit to leave: still waiting for its inspection, held or rejected. */
const NOT_RELEASED = new Set<string>([LOT_STATUS.pending, LOT_STATUS.hold, LOT_STATUS.rejected]);

/**
 * 记录核查 of 批次追溯报告: what the records of a lot's history lack or show wrong, for an auditor to follow up —
 * a received lot without the supplier's lot number or delivery document, a raw lot that needs an incoming
 * inspection and has none, a finished lot with no inspection, a failed inspection, a process step
 * off its limits (a critical control point first), a run's inputs off its product's 配方, a lot not released (with the 质量暂扣 that holds it), stock past
 * its 保质期 (on `today`) not yet disposed of. Empty when nothing is found.
 */
export function traceFindings(r: TraceRecords, dict: Dict, today: string, tz: string): string[] {
  const lotNo = new Map(r.lots.map((l) => [l.id, l.lotNo]));
  // a lot with a failed inspection is not "uninspected": its failure is a finding of its own, below
  const inspected = new Set(r.inspections.map((k) => k.lotId));
  const out: string[] = [];
  const undocumented = r.intakes.filter((i) => i.lotId && (!i.supplierLotNo || !i.docNo)).map((i) => lotNo.get(i.lotId!) ?? i.putinNo);
  if (undocumented.length) out.push(RECORD_GAP.undocumented(undocumented));
  // a material received on its certificate alone (需进货检验 = 否) is not missing an inspection
  const uninspected = r.lots.filter((l) => l.lotKind === LOT_KIND.raw && l.needInspection !== '0' && !inspected.has(l.id)).map((l) => l.lotNo);
  if (uninspected.length) out.push(RECORD_GAP.uninspected(uninspected));
  const unchecked = r.lots.filter((l) => l.lotKind === LOT_KIND.finished && !inspected.has(l.id)).map((l) => l.lotNo);
  if (unchecked.length) out.push(`成品批次 ${unchecked.join('、')} 没有检验记录`);
  for (const k of r.inspections.filter((x) => x.result === INSPECTION_RESULT.fail)) {
    out.push(`检验单 ${k.checkoutNo}（批次 ${lotNo.get(k.lotId) ?? ''}，${dict(FT_DICT.inspectionStage, k.stage)}）结论为不合格`);
  }
  const run = new Map(r.processes.map((p) => [p.id, p]));
  const deviations = r.steps.filter((s) => s.result === STEP_RESULT.deviation).sort((a, b) => b.isCcp - a.isCcp || a.seq - b.seq);
  for (const s of deviations) {
    const p = run.get(s.processId);
    // a critical limit missed says what was done about it: the CCP 纠偏 on record, or that there is none yet
    const corrections = s.isCcp ? r.corrections.filter((c) => c.processId === s.processId).map((c) => c.correctionNo) : [];
    const after = !s.isCcp ? '' : corrections.length ? `，已纠偏（${corrections.join('、')}）` : p?.ccpState === CCP_STATE.pending ? '，尚未登记纠偏措施' : '';
    out.push(`加工单 ${p?.processNo ?? ''} 工序“${s.stepName}”${s.isCcp ? '（关键控制点）' : ''}记录为偏差${after}`);
  }
  // 致敏物质 an input carries that the product made from it does not declare (inputs outside the trace are not known)
  const byId = new Map(r.lots.map((l) => [l.id, l]));
  for (const p of r.processes) {
    const made = r.lots.find((l) => l.processId === p.id);
    if (!made) continue;
    const carried = r.inputs.filter((i) => i.processId === p.id).map((i) => byId.get(i.lotId)).map((l) => l?.crudeAllergens ?? l?.productAllergens);
    const undeclared = undeclaredAllergens(carried, made.productAllergens);
    if (undeclared.length) out.push(ALLERGEN_TEXT.undeclared(p.processNo, undeclared.map((v) => dict(FT_DICT.allergen, v)).join('、'), made.productName ?? ''));
  }
  // 配方偏差 as kept when the run was recorded (a later change of the formula does not judge old runs again)
  for (const p of r.processes) if (p.formulaDeviation) out.push(FORMULA_TEXT.finding(p.processNo, p.formulaDeviation));
  coldChainFindings(r, dict, out);
  const held = r.lots.filter((l) => NOT_RELEASED.has(l.status));
  for (const l of held) {
    // rejected or held stock still on hand and not yet disposed of (不合格品处置) is a finding of its own
    const left = available(l);
    const undisposed = l.status !== LOT_STATUS.pending && left > 0 ? `，尚有 ${formatQty(left, dict(FT_DICT.unit, l.unit)).trim()} 未处置` : '';
    // held by a 质量暂扣 in force: why, and since when
    const held = holdsText(r.holds.filter((h) => h.lotId === l.id), (code) => dict(FT_DICT.holdSource, code), tz);
    out.push(`批次 ${l.lotNo} 状态为“${dict(FT_DICT.lotStatus, l.status)}”${undisposed}${held ? `；${held}` : ''}`);
  }
  // stock past its 保质期 still on hand (不合格品处置 takes it without an inspection); held stock is told of above
  const expired = r.lots.filter((x) => !NOT_RELEASED.has(x.status) && isExpiredOn(x, today) && available(x) > QTY_EPSILON)
    .sort((a, b) => a.expiryDate!.localeCompare(b.expiryDate!) || a.lotNo.localeCompare(b.lotNo));
  for (const l of expired) {
    out.push(`批次 ${l.lotNo} 已过保质期（保质期至 ${l.expiryDate}），尚有 ${formatQty(available(l), dict(FT_DICT.unit, l.unit)).trim()} 未处置`);
  }
  return out;
}

/**
 * 冷链 (contracts foodtrace/cold-chain.ts): a raw material kept 冷藏 or 冷冻 that arrived outside its limits or
 * without its temperature, and a shipment of such a product without its loading temperature (one recorded
 * before that was asked; a new one is refused, as is one loaded warm).
 */
function coldChainFindings(r: TraceRecords, dict: Dict, out: string[]): void {
  const byId = new Map(r.lots.map((l) => [l.id, l]));
  for (const i of r.intakes) {
    const lot = i.lotId ? byId.get(i.lotId) : undefined;
    if (!lot || !isColdChain(lot.crudeStorage)) continue;
    const item = lot.crudeName ?? '';
    if (i.temperature === null) out.push(COLD_CHAIN_TEXT.intakeMissing(lot.lotNo, item));
    else if (outsideColdChain(lot.crudeStorage, Number(i.temperature))) {
      out.push(COLD_CHAIN_TEXT.intakeOutside(lot.lotNo, item, Number(i.temperature), dict(FT_DICT.storageCondition, lot.crudeStorage)));
    }
  }
  const told = new Set<string>();
  for (const s of r.shipmentLines) {
    const lot = byId.get(s.lotId);
    if (s.loadTemperature !== null || !lot || !isColdChain(lot.productStorage) || told.has(s.shipmentId)) continue;
    told.add(s.shipmentId);
    out.push(COLD_CHAIN_TEXT.loadMissing(s.shipmentNo, lot.productName ?? ''));
  }
}
