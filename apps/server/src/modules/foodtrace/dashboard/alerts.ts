import { PROVINCES, SCAN_RESULT, SIGNAL_KIND, type DashboardAlerts } from '@foodtrace/contracts';
import { sql } from 'kysely';
import type { FtKysely } from '../schema.ts';
import { timeText } from '../shared/wire.ts';
import { diversionLots, divertedScans } from './diversion-lots.ts';
import { handlingsOf } from './signal-handling.ts';

const LIMIT = 50;
const UNSHIPPED = 'UNSHIPPED';

/**
 * Counterfeit and diversion signals (DOMAIN.md §4; TRACEABILITY.md §4.4 heuristics), each one SQL query over
 * the scan log of the window: codes scanned again and again, scans of voided or unknown codes or of codes whose
 * lot had not been shipped yet, and scans from a province the code's lot was never shipped to (窜货) — the last
 * only where the scan's region is known.
 */
export async function dashboardAlerts(db: FtKysely, tz: string, windowDays: number, threshold: number, now = Date.now()): Promise<DashboardAlerts> {
  const since = now - windowDays * 86_400_000;

  const repeated = await db.selectFrom('ftScanLog as s')
    .innerJoin('ftTraceCode as c', 'c.id', 's.codeId')
    .leftJoin('ftProduct as p', 'p.id', 'c.productId')
    .innerJoin('ftLot as l', 'l.id', 'c.lotId')
    .select(['c.code', 'p.name as productName', 'l.lotNo', sql<number>`count(*)`.as('scans'), sql<number>`max(s.scan_time)`.as('last')])
    .where('s.scanTime', '>=', since)
    .groupBy(['c.code', 'p.name', 'l.lotNo'])
    .having(sql`count(*)`, '>=', threshold)
    .orderBy(sql`count(*)`, 'desc').limit(LIMIT).execute();

  const voidOrUnknown = await db.selectFrom('ftScanLog')
    .select(['code', 'result', sql<number>`count(*)`.as('scans'), sql<number>`max(scan_time)`.as('last')])
    .where('scanTime', '>=', since).where('result', 'in', [SCAN_RESULT.void, SCAN_RESULT.unknown])
    .groupBy(['code', 'result']).orderBy(sql`max(scan_time)`, 'desc').limit(LIMIT).execute();
  // A live code scanned while its lot had not left the plant (no shipment of it dated before the scan): a label
  // that got out without the goods, or goods that left without a shipping record — both want a look.
  const unshipped = await db.selectFrom('ftScanLog as s')
    .innerJoin('ftTraceCode as c', 'c.id', 's.codeId')
    .select(['c.code', sql<number>`count(*)`.as('scans'), sql<number>`max(s.scan_time)`.as('last')])
    .where('s.scanTime', '>=', since).where('s.result', 'in', [SCAN_RESULT.ok, SCAN_RESULT.recalled])
    .where(({ exists, not, selectFrom }) => not(exists(selectFrom('ftShipmentLine as y').select('y.id')
      .whereRef('y.lotId', '=', 'c.lotId').where('y.delFlag', '=', 0)
      .where(sql`coalesce(y.shipped_time, y.create_time)`, '<=', sql.ref('s.scanTime')))))
    .groupBy('c.code').orderBy(sql`max(s.scan_time)`, 'desc').limit(LIMIT).execute();
  const invalid = [...voidOrUnknown, ...unshipped.map((r) => ({ ...r, result: UNSHIPPED }))].sort((x, y) => Number(y.last) - Number(x.last)).slice(0, LIMIT);

  const diverted = await divertedScans(db, since)
    .leftJoin('ftProduct as p', 'p.id', 'c.productId')
    .innerJoin('ftLot as l', 'l.id', 'c.lotId')
    .select(['c.code', 'c.lotId', 'p.name as productName', 'l.lotNo', 's.provinceCode', 's.scanTime'])
    .orderBy('s.scanTime', 'desc').limit(LIMIT).execute();
  const lotIds = [...new Set(diverted.map((d) => d.lotId))];
  const shipped = lotIds.length
    ? await db.selectFrom('ftShipmentLine').select(['lotId', 'provinceCode']).distinct().where('lotId', 'in', lotIds).where('delFlag', '=', 0).execute()
    : [];

  // Whether each signal has been looked into since it was last raised (signal-handling.ts).
  const [repeatedDone, invalidDone, divertedDone] = await Promise.all([
    handlingsOf(db, tz, repeated.map((r) => ({ kind: SIGNAL_KIND.repeated, code: r.code, last: Number(r.last) }))),
    handlingsOf(db, tz, invalid.map((r) => ({ kind: SIGNAL_KIND.invalid, code: r.code, last: Number(r.last) }))),
    handlingsOf(db, tz, diverted.map((d) => ({ kind: SIGNAL_KIND.diversion, code: d.code, last: Number(d.scanTime) }))),
  ]);
  return {
    windowDays, threshold,
    repeatedScans: repeated.map((r, i) => ({ code: r.code, productName: r.productName, lotNo: r.lotNo, scans: Number(r.scans), lastScanTime: timeText(Number(r.last), tz)!, handled: repeatedDone[i] })),
    invalidScans: invalid.map((r, i) => ({ code: r.code, result: r.result as DashboardAlerts['invalidScans'][number]['result'], scans: Number(r.scans), lastScanTime: timeText(Number(r.last), tz)!, handled: invalidDone[i] })),
    diversions: diverted.map((d, i) => ({
      code: d.code, productName: d.productName, lotNo: d.lotNo, scanProvince: d.provinceCode ? PROVINCES[d.provinceCode] ?? d.provinceCode : null,
      shippedProvinces: shipped.filter((s) => s.lotId === d.lotId && s.provinceCode).map((s) => PROVINCES[s.provinceCode!] ?? s.provinceCode!),
      scanTime: timeText(d.scanTime, tz)!, handled: divertedDone[i],
    })),
    diversionLots: await diversionLots(db, tz, since),
  };
}
