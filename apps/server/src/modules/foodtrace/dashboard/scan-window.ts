import { sql } from 'kysely';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';

/** Rows a list of 窜货与异常扫码 shows at most. */
export const SIGNAL_ROWS = 50;

/** The window's scans of one lot from one province (null: not placed) with one result. */
export interface ScanGroup { lotId: string; provinceCode: string | null; result: string; scans: number; first: number; last: number }

/** Where and when a lot was shipped: its consignees' provinces and its earliest shipment (dated or recorded). */
export interface LotShipments { provinces: Set<string>; firstShipped: number }

/**
 * The window's scans of our codes by lot, province and result: one pass over the scan-window index (migration
 * 0313), whatever the number of scans; the signals read their lots and provinces from it, and visit single
 * scans only where a signal names them.
 */
export async function scanGroups(db: FtKysely, since: number): Promise<ScanGroup[]> {
  const rows = await db.selectFrom('ftScanLog')
    .select(['lotId', 'provinceCode', 'result', sql<number>`count(*)`.as('scans'), sql<number>`min(scan_time)`.as('first'), sql<number>`max(scan_time)`.as('last')])
    .where('scanTime', '>=', since).where('lotId', 'is not', null)
    .groupBy(['lotId', 'provinceCode', 'result']).execute();
  return rows.map((r) => ({ lotId: r.lotId!, provinceCode: r.provinceCode, result: r.result, scans: Number(r.scans), first: Number(r.first), last: Number(r.last) }));
}

/** The live shipments of the given lots, by lot; a lot never shipped has no entry. */
export async function lotShipments(db: FtKysely, lotIds: string[]): Promise<Map<string, LotShipments>> {
  const rows = await inChunks(lotIds, (part) => db.selectFrom('ftShipmentLine')
    .select(['lotId', 'provinceCode', sql<number>`min(coalesce(shipped_time, create_time))`.as('first')])
    .where('lotId', 'in', part).where('delFlag', '=', 0)
    .groupBy(['lotId', 'provinceCode']).execute());
  const byLot = new Map<string, LotShipments>();
  for (const r of rows) {
    const lot = byLot.get(r.lotId) ?? { provinces: new Set<string>(), firstShipped: Number(r.first) };
    if (r.provinceCode) lot.provinces.add(r.provinceCode);
    lot.firstShipped = Math.min(lot.firstShipped, Number(r.first));
    byLot.set(r.lotId, lot);
  }
  return byLot;
}
