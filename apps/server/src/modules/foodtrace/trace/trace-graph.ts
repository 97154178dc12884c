import { CLEANING_TEXT, type CleaningGap, type LotKind, type LotStatus, type TraceEdge, type TraceEvent, type TraceNode, type TraceResult } from '@foodtrace/contracts';
import { retainedLeft } from '../lots/lot.service.ts';
import { formatQty, round4 } from '../shared/quantity.ts';
import { timeText } from '../shared/wire.ts';
import type { Direction, LotLink } from './genealogy.ts';
import type { Seeds } from './trace-seeds.ts';
import type { TraceRecords } from './trace-records.ts';
import { disposalTitle, inspectionTitle, intakeTitle, processTitle, shipmentTitle, type TimelineWords } from './timeline-titles.ts';

interface GraphInput {
  direction: Direction; seeds: Seeds; links: LotLink[]; depth: Map<string, number>; records: TraceRecords; tz: string; words: TimelineWords;
  /** Each run's 开工前清洗 (shared/cleaning.ts cleaningTexts) by its id; absent or null: its line is not judged. */
  cleaning?: ReadonlyMap<string, { covered: string | null; gap: CleaningGap | null } | null>;
}

/**
 * The trace as a graph (nodes and edges for the workbench) and a timeline (every dated event, oldest first).
 * Node ids are `<type>:<id>`, so a lot reached along two paths (a diamond) is one node.
 */
export function buildTraceGraph(g: GraphInput): TraceResult {
  const { records: r, tz } = g;
  const nodes = new Map<string, TraceNode>();
  const edges: TraceEdge[] = [];
  const events: Array<TraceEvent & { at: number }> = [];
  const add = (n: TraceNode) => { if (!nodes.has(n.id)) nodes.set(n.id, n); };
  const event = (at: number | null, e: Omit<TraceEvent, 'time'>) => { if (at !== null) events.push({ ...e, at, time: timeText(at, tz)! }); };
  const lotNo = new Map(r.lots.map((l) => [l.id, l.lotNo]));
  const lotById = new Map(r.lots.map((l) => [l.id, l]));

  for (const l of r.lots) {
    add({ id: `lot:${l.id}`, type: 'lot', label: `${l.productName ?? l.crudeName ?? ''} ${l.lotNo}`.trim(), data: {
      lotNo: l.lotNo, lotKind: l.lotKind, itemName: l.productName ?? l.crudeName, status: l.status, quantity: round4(l.quantity),
      consumedQty: round4(l.consumedQty), shippedQty: round4(l.shippedQty), disposedQty: round4(l.disposedQty), retainedQty: retainedLeft(l), unit: l.unit, producedTime: timeText(l.producedTime, tz),
      expiryDate: l.expiryDate, depth: g.depth.get(l.id) ?? 0, seed: g.seeds.lotIds.includes(l.id),
    } });
  }
  for (const i of r.intakes) {
    const supplier = `supplier:${i.supplierId}`;
    add({ id: supplier, type: 'supplier', label: i.supplierName ?? '', data: { name: i.supplierName } });
    edges.push({ from: supplier, to: `lot:${i.lotId}`, type: 'supplied', label: `供应商批号 ${i.supplierLotNo}` });
    (nodes.get(`lot:${i.lotId}`)!.data as Record<string, unknown>).intake = {
      putinNo: i.putinNo, supplierLotNo: i.supplierLotNo, docType: i.docType, docNo: i.docNo, receivedTime: timeText(i.receivedTime, tz),
      temperature: i.temperature === null ? null : round4(i.temperature), transitState: i.transitState, transitOutsideMinutes: i.transitOutsideMinutes,
    };
    event(i.receivedTime, { type: 'intake', title: intakeTitle(i, lotById.get(i.lotId!)?.crudeName ?? null, g.words), lotNo: lotNo.get(i.lotId!) ?? null, nodeId: `lot:${i.lotId}` });
  }
  for (const p of r.processes) {
    const steps = r.steps.filter((s) => s.processId === p.id).map((s) => ({
      seq: s.seq, stepName: s.stepName, isCcp: s.isCcp === 1, result: s.result, startTime: timeText(s.startTime, tz), params: s.params ? JSON.parse(s.params) : [],
    }));
    add({ id: `process:${p.id}`, type: 'process', label: p.processNo, data: {
      processNo: p.processNo, line: p.line, startTime: timeText(p.startTime, tz), endTime: timeText(p.endTime, tz), steps,
      deviations: steps.filter((s) => s.result === 'DEVIATION').length,
      // a missed critical limit and what was done about it (CCP 纠偏)
      ccpState: p.ccpState, corrections: r.corrections.filter((c) => c.processId === p.id).map((c) => c.correctionNo).join('、') || null,
      // 开工前清洗: the cleaning its line began within, or the warning that there was none (a line not judged has neither)
      ...cleaningData(g.cleaning?.get(p.id)),
    } });
    // Every input of the run, traced or not (a forward trace holds only the input it came through).
    const inputs = r.inputs.filter((i) => i.processId === p.id).map((i) => ({ ...i, lotNo: i.inputLotNo }));
    for (const out of r.lots.filter((l) => l.processId === p.id)) {
      edges.push({ from: `process:${p.id}`, to: `lot:${out.id}`, type: 'produced' });
      event(p.startTime ?? out.producedTime, { type: 'process', title: processTitle(p.processNo, inputs, out, g.words), lotNo: out.lotNo, nodeId: `process:${p.id}` });
    }
  }
  for (const link of g.links) {
    const input = r.inputs.find((i) => i.processId === link.processId && i.lotId === link.parentLotId);
    edges.push({ from: `lot:${link.parentLotId}`, to: `lot:${link.childLotId}`, type: 'input', label: input ? formatQty(input.quantity, input.unit) : undefined });
  }
  inspectionsAndShipments(g, add, edges, event, lotNo);
  return {
    direction: g.direction,
    seedLotIds: g.seeds.lotIds,
    lots: r.lots.map((l) => ({ id: l.id, lotNo: l.lotNo, lotKind: l.lotKind as LotKind, status: l.status as LotStatus, itemName: l.productName ?? l.crudeName ?? '', depth: g.depth.get(l.id) ?? 0 }))
      .sort((a, b) => a.depth - b.depth || a.lotNo.localeCompare(b.lotNo)),
    nodes: [...nodes.values()],
    edges,
    timeline: events.sort((a, b) => a.at - b.at).map(({ at: _at, ...e }) => e),
  };
}

function cleaningData(c: { covered: string | null; gap: CleaningGap | null } | null | undefined): { cleaning?: string; uncleaned?: string } {
  if (!c) return {};
  return c.gap ? { uncleaned: CLEANING_TEXT.gap(c.gap) } : c.covered ? { cleaning: c.covered } : {};
}

type Add = (n: TraceNode) => void;
type Event = (at: number | null, e: Omit<TraceEvent, 'time'>) => void;

function inspectionsAndShipments(g: GraphInput, add: Add, edges: TraceEdge[], event: Event, lotNo: Map<string, string>): void {
  const { records: r, tz } = g;
  for (const k of r.inspections) {
    add({ id: `inspection:${k.id}`, type: 'inspection', label: k.checkoutNo, data: {
      checkoutNo: k.checkoutNo, stage: k.stage, result: k.result, inspectedTime: timeText(k.inspectedTime, tz), agency: k.agencyName,
      reportFile: k.reportFile, isPublic: k.isPublic,
    } });
    edges.push({ from: `lot:${k.lotId}`, to: `inspection:${k.id}`, type: 'inspected', label: k.result });
    event(k.inspectedTime, { type: 'inspection', title: inspectionTitle(k, g.words), lotNo: lotNo.get(k.lotId) ?? null, nodeId: `inspection:${k.id}` });
  }
  const delivered = new Set<string>();
  for (const s of r.shipmentLines) {
    add({ id: `shipment:${s.shipmentId}`, type: 'shipment', label: s.shipmentNo, data: {
      shipmentNo: s.shipmentNo, shippedTime: timeText(s.shippedTime, tz), regionName: s.regionName, provinceCode: s.provinceCode,
      carrier: s.carrierName, vehicleNo: s.vehicleNo, docNo: s.docNo, loadTemperature: s.loadTemperature === null ? null : round4(s.loadTemperature),
      transitState: s.transitState, transitOutsideMinutes: s.transitOutsideMinutes,
    } });
    add({ id: `customer:${s.customerId}`, type: 'customer', label: s.customerName ?? '', data: { name: s.customerName, orgType: s.customerType } });
    edges.push({ from: `lot:${s.lotId}`, to: `shipment:${s.shipmentId}`, type: 'shipped', label: formatQty(s.quantity, s.unit) });
    if (!delivered.has(s.shipmentId)) {
      delivered.add(s.shipmentId);
      edges.push({ from: `shipment:${s.shipmentId}`, to: `customer:${s.customerId}`, type: 'delivered' });
      const lines = r.shipmentLines.filter((l) => l.shipmentId === s.shipmentId).map((l) => ({ ...l, lotNo: lotNo.get(l.lotId) ?? null }));
      event(s.shippedTime, { type: 'shipment', title: shipmentTitle(s, lines, g.words), lotNo: lotNo.get(s.lotId) ?? null, nodeId: `shipment:${s.shipmentId}` });
    }
  }
  // where stock that was not fit to use went: back to its supplier, destroyed, made harmless
  for (const x of r.disposals) {
    add({ id: `disposal:${x.id}`, type: 'disposal', label: x.disposalNo, data: {
      disposalNo: x.disposalNo, method: x.method, quantity: round4(x.quantity), unit: x.unit, disposedTime: timeText(x.disposedTime, tz),
      reason: x.reason, handler: x.handler, witness: x.witness,
    } });
    edges.push({ from: `lot:${x.lotId}`, to: `disposal:${x.id}`, type: 'disposed', label: formatQty(x.quantity, x.unit) });
    event(x.disposedTime, { type: 'disposal', title: disposalTitle(x, g.words), lotNo: lotNo.get(x.lotId) ?? null, nodeId: `disposal:${x.id}` });
  }
  const codeTotals = new Map<string, { total: number; scanned: number; byStatus: Record<string, number> }>();
  for (const c of r.codeCounts) {
    const t = codeTotals.get(c.lotId) ?? { total: 0, scanned: 0, byStatus: {} };
    t.total += Number(c.n);
    t.scanned += Number(c.scanned ?? 0);
    t.byStatus[c.status] = Number(c.n);
    codeTotals.set(c.lotId, t);
  }
  for (const [lotId, t] of codeTotals) {
    add({ id: `codes:${lotId}`, type: 'codes', label: `追溯码 ${t.total} 个`, data: t });
    edges.push({ from: `lot:${lotId}`, to: `codes:${lotId}`, type: 'coded' });
  }
  if (g.seeds.code) {
    const c = g.seeds.code;
    add({ id: `codes:${c.id}`, type: 'codes', label: c.code, data: { code: c.code, status: c.status, scanCount: c.scanCount } });
    edges.push({ from: `lot:${g.seeds.lotIds[0]}`, to: `codes:${c.id}`, type: 'coded' });
  }
  for (const rc of r.recalls) {
    event(rc.createTime, { type: 'recall', title: `${rc.recallNo}：${rc.reason}`, lotNo: lotNo.get(rc.lotId) ?? null, nodeId: `lot:${rc.lotId}` });
  }
}
