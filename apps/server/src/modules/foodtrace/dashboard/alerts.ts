import { CODE_LEVEL, SCAN_RESULT, SIGNAL_KIND, type DashboardAlerts } from '@foodtrace/contracts';
import { sql } from 'kysely';
import type { FtKysely } from '../schema.ts';
import { timeText } from '../shared/wire.ts';
import { diversions } from './diversions.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import { lotShipments, scanGroups, SIGNAL_ROWS as LIMIT, type LotShipments, type ScanGroup } from './scan-window.ts';
import { handlingsOf } from './signal-handling.ts';

const UNSHIPPED = 'UNSHIPPED';

/**
 * Counterfeit and diversion signals (DOMAIN.md §4; TRACEABILITY.md §4.4 heuristics) over the scan log of the
 * window: codes scanned again and again, scans of voided or unknown codes or of codes whose lot had not been
 * shipped yet, and scans from a province the code's lot was never shipped to (窜货) — the last only where the
 * scan's region is known. Each groups the window's scans first, from the scan log's own columns (code, lot and
 * province are kept on every scan; the scan-window index holds them), and names the few rows it answers
 * afterwards: each scan of the window is read once from an index, never joined to its code (npm run bench).
 */
export async function dashboardAlerts(db: FtKysely, tz: string, windowDays: number, threshold: number, now = Date.now()): Promise<DashboardAlerts> {
  const since = now - windowDays * 86_400_000;

  const counted = db.selectFrom('ftScanLog')
    .select(['codeId', sql<number>`count(*)`.as('scans'), sql<number>`max(scan_time)`.as('last')])
    .where('scanTime', '>=', since).where('codeId', 'is not', null)
    .groupBy('codeId').having(sql`count(*)`, '>=', threshold)
    .orderBy(sql`count(*)`, 'desc').orderBy(sql`max(scan_time)`, 'desc').limit(LIMIT);
  const repeated = await db.selectFrom(counted.as('r'))
    .innerJoin('ftTraceCode as c', 'c.id', 'r.codeId')
    .where('c.codeLevel', '=', CODE_LEVEL.item) // a case's label is scanned all along the chain
    .leftJoin('ftProduct as p', 'p.id', 'c.productId')
    .innerJoin('ftLot as l', 'l.id', 'c.lotId')
    .select(['c.code', 'p.name as productName', 'l.lotNo', 'r.scans', 'r.last'])
    .orderBy('r.scans', 'desc').orderBy('r.last', 'desc').execute();

  const voidOrUnknown = await db.selectFrom('ftScanLog')
    .select(['code', 'result', sql<number>`count(*)`.as('scans'), sql<number>`max(scan_time)`.as('last')])
    .where('scanTime', '>=', since).where('result', 'in', [SCAN_RESULT.void, SCAN_RESULT.unknown])
    .groupBy(['code', 'result']).orderBy(sql`max(scan_time)`, 'desc').limit(LIMIT).execute();

  // The window's scans by lot, province and result, and the shipments of those lots, for the last two signals.
  const groups = await scanGroups(db, since);
  const shipments = await lotShipments(db, [...new Set(groups.map((g) => g.lotId))]);
  const unshipped = await unshippedScans(db, since, groups, shipments);
  const invalid = [...voidOrUnknown, ...unshipped.map((r) => ({ ...r, result: UNSHIPPED }))].sort((x, y) => Number(y.last) - Number(x.last)).slice(0, LIMIT);

  const diverted = await diversions(db, tz, since, groups, shipments);

  // Whether each signal has been looked into since it was last raised (signal-handling.ts).
  const [repeatedDone, invalidDone, divertedDone] = await Promise.all([
    handlingsOf(db, tz, repeated.map((r) => ({ kind: SIGNAL_KIND.repeated, code: r.code, last: Number(r.last) }))),
    handlingsOf(db, tz, invalid.map((r) => ({ kind: SIGNAL_KIND.invalid, code: r.code, last: Number(r.last) }))),
    handlingsOf(db, tz, diverted.scans.map((d) => ({ kind: SIGNAL_KIND.diversion, code: d.code, last: d.at }))),
  ]);
  return {
    windowDays, threshold,
    repeatedScans: repeated.map((r, i) => ({ code: r.code, productName: r.productName, lotNo: r.lotNo, scans: Number(r.scans), lastScanTime: timeText(Number(r.last), tz)!, handled: repeatedDone[i] })),
    invalidScans: invalid.map((r, i) => ({ code: r.code, result: r.result as DashboardAlerts['invalidScans'][number]['result'], scans: Number(r.scans), lastScanTime: timeText(Number(r.last), tz)!, handled: invalidDone[i] })),
    diversions: diverted.scans.map(({ at: _at, ...d }, i) => ({ ...d, handled: divertedDone[i] })),
    diversionLots: diverted.lots,
  };
}

/**
 * Live codes scanned while their lot had not left the plant (no shipment of it dated at or before the scan): a
 * label that got out without the goods, or goods that left without a shipping record — both want a look. Only
 * the lots whose first scan of the window came before their first shipment are read scan by scan.
 */
async function unshippedScans(db: FtKysely, since: number, groups: ScanGroup[], shipments: Map<string, LotShipments>) {
  const firstScan = new Map<string, number>();
  for (const g of groups) {
    if (g.result === SCAN_RESULT.ok || g.result === SCAN_RESULT.recalled) firstScan.set(g.lotId, Math.min(firstScan.get(g.lotId) ?? g.first, g.first));
  }
  const lots = [...firstScan].filter(([lotId, first]) => first < (shipments.get(lotId)?.firstShipped ?? Infinity)).map(([lotId]) => lotId);
  // each chunk of lots answers its latest LIMIT codes; the latest of all of them are the answer
  const found = await inChunks(lots, async (part) => {
    const early = db.selectFrom('ftScanLog as s')
      .select(['s.codeId', sql<number>`count(*)`.as('scans'), sql<number>`max(s.scan_time)`.as('last')])
      .where('s.scanTime', '>=', since).where('s.lotId', 'in', part)
      .where('s.result', 'in', [SCAN_RESULT.ok, SCAN_RESULT.recalled]).where('s.codeId', 'is not', null)
      .where(({ exists, not, selectFrom }) => not(exists(selectFrom('ftShipmentLine as y').select('y.id')
        .whereRef('y.lotId', '=', 's.lotId').where('y.delFlag', '=', 0)
        .where(sql`coalesce(y.shipped_time, y.create_time)`, '<=', sql.ref('s.scanTime')))))
      .groupBy('s.codeId').orderBy(sql`max(s.scan_time)`, 'desc').limit(LIMIT);
    return db.selectFrom(early.as('u')).innerJoin('ftTraceCode as c', 'c.id', 'u.codeId').select(['c.code', 'u.scans', 'u.last']).execute();
  });
  return found.map((r) => ({ code: r.code, scans: Number(r.scans), last: Number(r.last) })).sort((a, b) => b.last - a.last).slice(0, LIMIT);
}
