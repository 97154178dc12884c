import { formatQty } from '../shared/quantity.ts';

/**
 * The sentences of the trace timeline. The screen puts the event's type (入库, 加工, 检验, 发货, 召回) in a tag
 * before the sentence and its lot number after it, so a sentence says neither: it says what a reader checks in
 * an audit — how much, from whom, into what, to whom — with the units and stages in words, not codes.
 */
export interface TimelineWords {
  unit(code: string): string;
  stage(code: string | null): string;
  /** 不合格品处置's method (退回供应商, 销毁, 无害化处理). */
  method(code: string): string;
}

interface Amount { quantity: number | string; unit: string }

/** A process lists at most this many input lots by name; more read as "等 N 个批次". */
const LISTED_INPUTS = 3;

const amount = (a: Amount, w: TimelineWords) => formatQty(Number(a.quantity), w.unit(a.unit));

/**
 * What one shipment carried of the traced lots: `150 瓶` from one lot (its lines summed per unit), each lot with
 * its number when it carried several (`F001 100 瓶、F003 60 瓶`) — a sum across lots would hide which lot went.
 */
function carried(lines: ReadonlyArray<Amount & { lotNo: string | null }>, w: TimelineWords): string {
  const byLot = new Map<string, Map<string, number>>();
  for (const l of lines) {
    const units = byLot.get(l.lotNo ?? '') ?? new Map<string, number>();
    units.set(l.unit, (units.get(l.unit) ?? 0) + Number(l.quantity));
    byLot.set(l.lotNo ?? '', units);
  }
  const sums = (units: Map<string, number>) => [...units].map(([unit, quantity]) => amount({ quantity, unit }, w)).join('、');
  if (byLot.size === 1) return sums([...byLot.values()][0]);
  return [...byLot].map(([lotNo, units]) => `${lotNo} ${sums(units)}`).join('、');
}

export function intakeTitle(i: Amount & { putinNo: string; supplierName: string | null; supplierLotNo: string }, itemName: string | null, w: TimelineWords): string {
  return `${itemName ?? ''} ${amount(i, w)}，来自 ${i.supplierName ?? '未知供应商'}（供应商批号 ${i.supplierLotNo}），入库单 ${i.putinNo}`.trim();
}

export function processTitle(processNo: string, inputs: ReadonlyArray<Amount & { lotNo: string }>, output: Amount, w: TimelineWords): string {
  const listed = inputs.slice(0, LISTED_INPUTS).map((i) => `${i.lotNo} ${amount(i, w)}`).join('、');
  const more = inputs.length > LISTED_INPUTS ? ` 等 ${inputs.length} 个批次` : '';
  return `${processNo}：${inputs.length ? `投入 ${listed}${more}，` : ''}产出 ${amount(output, w)}`;
}

export function inspectionTitle(k: { checkoutNo: string; stage: string | null; result: string }, w: TimelineWords): string {
  const stage = w.stage(k.stage);
  return `${k.checkoutNo}${stage ? ` ${stage}` : ''}：${k.result === 'PASS' ? '合格' : '不合格'}`;
}

export function shipmentTitle(s: { shipmentNo: string; customerName: string | null; regionName: string | null }, lines: ReadonlyArray<Amount & { lotNo: string | null }>, w: TimelineWords): string {
  return `${s.shipmentNo} 发往 ${s.customerName ?? ''}${s.regionName ? `（${s.regionName}）` : ''}：${carried(lines, w)}`;
}

export function disposalTitle(x: Amount & { disposalNo: string; method: string; reason: string }, w: TimelineWords): string {
  return `${x.disposalNo} ${w.method(x.method)} ${amount(x, w)}：${x.reason}`;
}
