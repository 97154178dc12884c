import { CRUDE_CATEGORY, INSPECTION_RESULT, LOT_KIND, STEP_RESULT, type RecallReport } from '@foodtrace/contracts';
import type { FtKysely } from '../schema.ts';
import { available } from '../lots/lot.service.ts';
import { round4 } from '../shared/quantity.ts';
import { linksWithin, reachableLots } from '../trace/genealogy.ts';
import { loadTraceLots, type TraceRecords } from '../trace/trace-records.ts';

const itemName = (l: { productName: string | null; crudeName: string | null }) => l.productName ?? l.crudeName ?? null;
const KIND_ORDER = [LOT_KIND.raw, LOT_KIND.wip, LOT_KIND.finished] as string[];

/**
 * The made lots of a backward trace, sources first (TRACEABILITY.md §4.3 "internal history"): which run made each
 * and from what, the run's deviations and the lot's own inspections. Without it the report jumps from the raw
 * lots to the recalled lot, and an inspector cannot see the base liquid in between nor a missed CCP on the way.
 */
export function recallPath(back: TraceRecords): RecallReport['path'] {
  const processNo = new Map(back.processes.map((p) => [p.id, p.processNo]));
  return back.lots.filter((l) => l.processId !== null)
    .sort((a, b) => KIND_ORDER.indexOf(a.lotKind) - KIND_ORDER.indexOf(b.lotKind) || a.lotNo.localeCompare(b.lotNo))
    .map((l) => ({
      lotId: l.id, lotNo: l.lotNo, itemName: itemName(l), lotKind: l.lotKind, status: l.status, processNo: processNo.get(l.processId!) ?? null,
      inputs: back.inputs.filter((i) => i.processId === l.processId)
        .map((i) => ({ lotNo: i.inputLotNo, quantity: round4(i.quantity), unit: i.unit })),
      deviations: back.steps.filter((s) => s.processId === l.processId && s.result === STEP_RESULT.deviation)
        .sort((a, b) => b.isCcp - a.isCcp || a.seq - b.seq).map((s) => (s.isCcp ? `${s.stepName}（关键控制点）` : s.stepName)),
      inspections: back.inspections.filter((k) => k.lotId === l.id).map((k) => `${k.checkoutNo} ${k.result === INSPECTION_RESULT.pass ? '合格' : '不合格'}`),
    }));
}

/**
 * Lots made from what the recalled lot was made from, that the recall does not already cover (they are neither
 * behind it nor made from it): the candidates for widening the recall when the fault came with a source. Each
 * names the shared lots it descends from — the nearest ones, where its branch leaves the recalled lot's.
 */
export async function recallSiblings(db: FtKysely, seedId: string, backIds: readonly string[], forwardIds: readonly string[]): Promise<RecallReport['siblings']> {
  const sources = backIds.filter((id) => id !== seedId);
  if (!sources.length) return [];
  const covered = new Set([...backIds, ...forwardIds]);
  const siblingIds = (await reachableLots(db, sources, 'forward')).filter((id) => !covered.has(id));
  if (!siblingIds.length) return [];
  const siblingSet = new Set(siblingIds);
  const sourceSet = new Set(sources);
  const links = await linksWithin(db, [...sources, ...siblingIds]);
  const children = new Map<string, string[]>();
  for (const l of links) children.set(l.parentLotId, [...(children.get(l.parentLotId) ?? []), l.childLotId]);
  // From each shared lot where a branch leaves (a link into a sibling), every sibling down that branch.
  const via = new Map<string, Set<string>>();
  for (const l of links) {
    if (!sourceSet.has(l.parentLotId) || !siblingSet.has(l.childLotId)) continue;
    const stack = [l.childLotId];
    const seen = new Set<string>();
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      via.set(id, (via.get(id) ?? new Set()).add(l.parentLotId));
      for (const c of children.get(id) ?? []) if (siblingSet.has(c)) stack.push(c);
    }
  }
  // Only the lots: a carton lot is shared by weeks of runs, whose processes, steps and inspections nobody reads here.
  const lots = await loadTraceLots(db, [...siblingIds, ...sources]);
  const byId = new Map(lots.map((l) => [l.id, l]));
  const shared = (id: string) => {
    const l = byId.get(id);
    return { lotNo: l?.lotNo ?? id, itemName: l ? itemName(l) : null, packaging: l?.crudeCategory === CRUDE_CATEGORY.packaging };
  };
  // Lots sharing food with the recalled lot first: a carton lot is shared by weeks of runs, a milk lot by a few.
  return lots.filter((l) => siblingSet.has(l.id)).map((l) => {
    const produced = round4(l.quantity), shipped = round4(l.shippedQty);
    const viaLots = [...(via.get(l.id) ?? [])].map(shared).sort((a, b) => a.lotNo.localeCompare(b.lotNo));
    return {
      lotId: l.id, lotNo: l.lotNo, itemName: itemName(l), lotKind: l.lotKind, status: l.status, unit: l.unit, produced, shipped,
      onHand: Math.max(0, available(l)), sharesFood: viaLots.some((v) => !v.packaging), via: viaLots,
    };
  }).sort((a, b) => Number(b.sharesFood) - Number(a.sharesFood) || KIND_ORDER.indexOf(a.lotKind) - KIND_ORDER.indexOf(b.lotKind) || a.lotNo.localeCompare(b.lotNo));
}
