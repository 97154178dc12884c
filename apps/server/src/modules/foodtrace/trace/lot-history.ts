import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';
import { ownOffice } from '../shared/own-office.ts';
import { reachableLots } from './genealogy.ts';
import { loadTraceRecords, type TraceRecords } from './trace-records.ts';
import { resolveSeeds, type TraceQuery } from './trace-seeds.ts';

/** What the lots of an export are called, including lots outside the set that a processing run used or made. */
export interface LotRef {
  id: string; lotNo: string; lotKind: string; processId: string | null; quantity: number; unit: string; expiryDate: string | null;
  producedTime: number | null; gtin: string | null; caseGtin: string | null; itemName: string | null;
  /** A raw lot's supplier and the supplier's own lot number, from its intake: the lot's identity in every export. */
  supplierLotNo: string | null; supplierName: string | null;
}

export interface OwnSite { id: string; name: string; gln: string | null; regionName: string | null }

export interface LotHistory {
  seedLotId: string; seedLotNo: string; records: TraceRecords; refs: Map<string, LotRef>; site: OwnSite | null;
  /** How many lots lie before and after the starting lots (themselves not counted). */
  ancestors: number; descendants: number;
}

/**
 * A lot's whole history for the standards exports (EPCIS, FSMA 204): every ancestor and descendant of the
 * starting point with their records, the names of every lot those records mention, and our own site.
 */
export async function lotHistory(db: FtKysely, q: TraceQuery): Promise<LotHistory> {
  const seeds = await resolveSeeds(db, q);
  const backward = await reachableLots(db, seeds.lotIds, 'backward');
  const forward = await reachableLots(db, seeds.lotIds, 'forward');
  const lotIds = [...new Set([...backward, ...forward])];
  const records = await loadTraceRecords(db, lotIds, { shipments: true });
  const refs = await lotRefs(db, lotIds, records);
  const site = await ownOffice(db);
  return {
    seedLotId: seeds.lotIds[0], seedLotNo: refs.get(seeds.lotIds[0])?.lotNo ?? 'trace', records, refs, site: site ?? null,
    ancestors: backward.length - seeds.lotIds.length, descendants: forward.length - seeds.lotIds.length,
  };
}

async function lotRefs(db: FtKysely, lotIds: string[], r: TraceRecords): Promise<Map<string, LotRef>> {
  const ids = [...new Set([...lotIds, ...r.inputs.map((i) => i.lotId)])];
  const processIds = r.processes.map((p) => p.id);
  const select = () => db.selectFrom('ftLot as l').leftJoin('ftProduct as p', 'p.id', 'l.productId').leftJoin('ftCrude as c', 'c.id', 'l.crudeId')
    .leftJoin('ftCrudePutin as cp', (j) => j.onRef('cp.lotId', '=', 'l.id').on('cp.delFlag', '=', 0))
    .leftJoin('ftRelationOffice as s', 's.id', 'cp.supplierId')
    .select(['l.id', 'l.lotNo', 'l.lotKind', 'l.processId', 'l.quantity', 'l.unit', 'l.expiryDate', 'l.producedTime', 'p.gtin', 'p.caseGtin', 'p.name as productName', 'c.name as crudeName',
      'cp.supplierLotNo', 's.name as supplierName'])
    .where('l.delFlag', '=', 0);
  const out = new Map<string, LotRef>();
  const add = (rows: Awaited<ReturnType<ReturnType<typeof select>['execute']>>) => {
    for (const { productName, crudeName, ...l } of rows) out.set(l.id, { ...l, itemName: productName ?? crudeName ?? null });
  };
  add(await inChunks(ids, (part) => select().where('l.id', 'in', part).execute()));
  add(await inChunks(processIds, (part) => select().where('l.processId', 'in', part).execute()));
  return out;
}
