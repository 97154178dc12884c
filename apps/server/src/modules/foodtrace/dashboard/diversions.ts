import { provinceName, type DashboardAlerts } from '@foodtrace/contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtDB, FtKysely, FtScanLog } from '../schema.ts';
import { timeText } from '../shared/wire.ts';
import { SIGNAL_ROWS as LIMIT, type LotShipments, type ScanGroup } from './scan-window.ts';

/** A province by name; a code no province has reads as itself. */
const nameOf = (code: string): string => provinceName(code) ?? code;

/** Scans of one lot in one province over the window. */
interface Pair { lotId: string; provinceCode: string; scans: number; last: number }

/**
 * The lot and province pairs of the window's scans that are 窜货: the lot has shipments with a province and
 * none of them to that province. Read from the window's groups, so the shipments are consulted per lot, not
 * per scan.
 */
function divertedPairs(groups: ScanGroup[], shipments: Map<string, LotShipments>): Pair[] {
  const pairs = new Map<string, Pair>();
  for (const g of groups) {
    const shipped = shipments.get(g.lotId);
    if (!g.provinceCode || !shipped?.provinces.size || shipped.provinces.has(g.provinceCode)) continue;
    const key = `${g.lotId}|${g.provinceCode}`;
    const pair = pairs.get(key) ?? { lotId: g.lotId, provinceCode: g.provinceCode, scans: 0, last: 0 };
    pair.scans += g.scans;
    pair.last = Math.max(pair.last, g.last);
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}

/**
 * Lot and province pairs of the window that the lot was shipped to, but where codes scanned out with a shipment
 * to another province turned up (扫码出库 knows each such item's own destination: goods sold to the 上海 channel
 * and scanned in 广东 are 窜货 even if another shipment of the lot went to 广东). Only lots shipped to two
 * provinces or more and with codes scanned out are read, and of them only the scans from their own provinces.
 */
async function boundPairs(db: FtKysely, since: number, groups: ScanGroup[], shipments: Map<string, LotShipments>): Promise<Pair[]> {
  const candidates = groups.filter((g) => g.provinceCode && (shipments.get(g.lotId)?.provinces.size ?? 0) > 1 && shipments.get(g.lotId)!.provinces.has(g.provinceCode));
  const lots = unique(candidates.map((g) => g.lotId));
  if (!lots.length) return [];
  const scannedOut = unique((await inChunks(lots, (part) => db.selectFrom('ftShipmentLine as y').select('y.lotId')
    .where('y.lotId', 'in', part).where('y.delFlag', '=', 0)
    .where(({ exists, selectFrom }) => exists(selectFrom('ftTraceCode as c').select('c.id').whereRef('c.shipmentId', '=', 'y.shipmentId').whereRef('c.lotId', '=', 'y.lotId')))
    .execute())).map((r) => r.lotId));
  if (!scannedOut.length) return [];
  const read = new Set(scannedOut);
  const provinces = unique(candidates.filter((g) => read.has(g.lotId)).map((g) => g.provinceCode!));
  // driven from the scan-window index: the code and its shipment are looked up per scan of these few lots
  const rows = await inChunks(scannedOut, (part) => db.selectFrom('ftScanLog as s')
    .select(['s.lotId', 's.provinceCode', sql<number>`count(*)`.as('scans'), sql<number>`max(s.scan_time)`.as('last')])
    .where('s.scanTime', '>=', since).where('s.lotId', 'in', part).where('s.provinceCode', 'in', provinces)
    .where(({ exists, selectFrom }) => exists(boundElsewhere(selectFrom)))
    .groupBy(['s.lotId', 's.provinceCode']).execute());
  return rows.filter((r) => shipments.get(r.lotId!)?.provinces.has(r.provinceCode!))
    .map((r) => ({ lotId: r.lotId!, provinceCode: r.provinceCode!, scans: Number(r.scans), last: Number(r.last) }));
}

/**
 * 窜货 in both readings: the latest diverted scans one by one, and the same scans by lot (most first) with
 * their provinces and the consignees the lot went to — whom to ask where their goods went.
 */
export async function diversions(db: FtKysely, tz: string, since: number, groups: ScanGroup[], shipments: Map<string, LotShipments>) {
  const pairs = [...divertedPairs(groups, shipments), ...await boundPairs(db, since, groups, shipments)];
  return { scans: await latestScans(db, tz, since, pairs, shipments), lots: await byLot(db, tz, since, pairs) };
}

/**
 * The window's diverted scans of the given lots from the given provinces: where the lot was never shipped, or,
 * of a code scanned out with a (live) shipment, away from that shipment's province. The lots and provinces
 * narrow the scan-window index to the few lots in question; the first test settles most scans from the
 * shipments alone, so a scan's code is read only where its lot did go to the scan's province.
 */
function divertedScansOf(db: FtKysely, since: number, lotIds: string[], provinceCodes: string[]) {
  return db.selectFrom('ftScanLog as s')
    .where('s.scanTime', '>=', since).where('s.lotId', 'in', lotIds).where('s.provinceCode', 'in', provinceCodes)
    .where(({ exists, not, or, selectFrom }) => or([
      not(exists(selectFrom('ftShipmentLine as y').select('y.id')
        .whereRef('y.lotId', '=', 's.lotId').whereRef('y.provinceCode', '=', 's.provinceCode').where('y.delFlag', '=', 0))),
      exists(boundElsewhere(selectFrom)),
    ]));
}

type ScanScope = ExpressionBuilder<FtDB & { s: FtScanLog }, 's'>;

/** The scan's (s) code went out with a live shipment to another province than the scan's. */
const boundElsewhere = (selectFrom: ScanScope['selectFrom']) => selectFrom('ftTraceCode as c').innerJoin('ftShipment as h', 'h.id', 'c.shipmentId')
  .select('c.id').whereRef('c.id', '=', 's.codeId').where('h.delFlag', '=', 0).where('h.provinceCode', 'is not', null)
  .whereRef('h.provinceCode', '<>', 's.provinceCode');

/** The province each of these codes was scanned out to, where it was (with a live shipment that has one). */
async function boundProvinces(db: FtKysely, codeIds: string[]): Promise<Map<string, string>> {
  if (!codeIds.length) return new Map();
  const rows = await db.selectFrom('ftTraceCode as c').innerJoin('ftShipment as h', 'h.id', 'c.shipmentId')
    .select(['c.id', 'h.provinceCode']).where('c.id', 'in', codeIds).where('h.delFlag', '=', 0).where('h.provinceCode', 'is not', null).execute();
  return new Map(rows.map((r) => [r.id, r.provinceCode!]));
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * The latest diverted scans. They all belong to the LIMIT pairs scanned last: each of those pairs holds a scan at
 * least as late as the LIMIT-th latest diverted scan, so no later scan lies outside them. (Their lots and
 * provinces may combine into a few more diverted pairs; those scans are diverted too, so the latest stay the same.)
 */
async function latestScans(db: FtKysely, tz: string, since: number, pairs: Pair[], shipments: Map<string, LotShipments>) {
  const top = [...pairs].sort((a, b) => b.last - a.last).slice(0, LIMIT);
  if (!top.length) return [];
  const rows = await divertedScansOf(db, since, unique(top.map((p) => p.lotId)), unique(top.map((p) => p.provinceCode)))
    .leftJoin('ftProduct as p', 'p.id', 's.productId')
    .leftJoin('ftLot as l', 'l.id', 's.lotId')
    .select(['s.code', 's.codeId', 's.lotId', 'p.name as productName', 'l.lotNo', 's.provinceCode', 's.scanTime'])
    .orderBy('s.scanTime', 'desc').limit(LIMIT).execute();
  const bound = await boundProvinces(db, unique(rows.flatMap((r) => (r.codeId ? [r.codeId] : []))));
  return rows.map((d) => ({
    code: d.code, productName: d.productName, lotNo: d.lotNo, scanProvince: d.provinceCode ? nameOf(d.provinceCode) : null,
    // where this item was sent, when it was scanned out with its shipment; else wherever its lot went
    shippedProvinces: (d.codeId && bound.has(d.codeId) ? [bound.get(d.codeId)!] : [...shipments.get(d.lotId!)?.provinces ?? []].sort()).map(nameOf),
    scanTime: timeText(d.scanTime, tz)!, at: Number(d.scanTime),
  }));
}

/**
 * The diverted scans by lot, most first: how many scans of how many of its codes, in which provinces, and the
 * consignees the lot was shipped to. Settled scans count too: this is the picture, not the to-do list.
 */
async function byLot(db: FtKysely, tz: string, since: number, pairs: Pair[]): Promise<DashboardAlerts['diversionLots']> {
  const lots = new Map<string, { scans: number; last: number; provinces: Pair[] }>();
  for (const p of pairs) {
    const lot = lots.get(p.lotId) ?? { scans: 0, last: 0, provinces: [] };
    lot.scans += p.scans;
    lot.last = Math.max(lot.last, p.last);
    lot.provinces.push(p);
    lots.set(p.lotId, lot);
  }
  const top = [...lots].sort(([, a], [, b]) => b.scans - a.scans || b.last - a.last).slice(0, LIMIT);
  if (!top.length) return [];
  const lotIds = top.map(([id]) => id);
  const codes = await divertedScansOf(db, since, lotIds, unique(top.flatMap(([, l]) => l.provinces.map((p) => p.provinceCode))))
    .select(['s.lotId', sql<number>`count(distinct s.code_id)`.as('codes')])
    .groupBy('s.lotId').execute();
  const info = await db.selectFrom('ftLot as l').leftJoin('ftProduct as p', 'p.id', 'l.productId')
    .select(['l.id', 'l.lotNo', 'p.name as productName']).where('l.id', 'in', lotIds).execute();
  const consignees = await db.selectFrom('ftShipmentLine as x')
    .leftJoin('ftRelationOffice as o', 'o.id', 'x.customerId')
    .select(['x.lotId', 'x.customerId', 'o.name', 'x.provinceCode']).distinct()
    .where('x.lotId', 'in', lotIds).where('x.delFlag', '=', 0).execute();
  return top.map(([lotId, l]) => {
    const lot = info.find((i) => i.id === lotId);
    return {
      lotId, lotNo: lot?.lotNo ?? null, productName: lot?.productName ?? null, scans: l.scans,
      codes: Number(codes.find((c) => c.lotId === lotId)?.codes ?? 0), lastScanTime: timeText(l.last, tz)!,
      scanProvinces: l.provinces.map((p) => ({ province: nameOf(p.provinceCode), scans: p.scans }))
        .sort((a, b) => b.scans - a.scans || a.province.localeCompare(b.province, 'zh-CN')),
      consignees: consignees.filter((c) => c.lotId === lotId)
        .map((c) => ({ id: c.customerId, name: c.name, province: c.provinceCode ? nameOf(c.provinceCode) : null }))
        .sort((a, b) => (a.province ?? '').localeCompare(b.province ?? '', 'zh-CN') || (a.name ?? '').localeCompare(b.name ?? '', 'zh-CN')),
    };
  });
}
