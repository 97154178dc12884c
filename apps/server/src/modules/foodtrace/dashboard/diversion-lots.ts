import { PROVINCES, type DashboardAlerts } from '@foodtrace/contracts';
import { sql } from 'kysely';
import type { FtKysely } from '../schema.ts';
import { timeText } from '../shared/wire.ts';

const LIMIT = 50;
const province = (code: string | null): string | null => (code ? PROVINCES[code] ?? code : null);

/**
 * Scans of the window (since) from a province the scanned code's lot was never shipped to (窜货): where the
 * scan's region is known and the lot has shipments with a province at all.
 */
export function divertedScans(db: FtKysely, since: number) {
  return db.selectFrom('ftScanLog as s')
    .innerJoin('ftTraceCode as c', 'c.id', 's.codeId')
    .where('s.scanTime', '>=', since).where('s.provinceCode', 'is not', null)
    .where(({ exists, selectFrom }) => exists(selectFrom('ftShipmentLine as x').select('x.id')
      .whereRef('x.lotId', '=', 'c.lotId').where('x.delFlag', '=', 0).where('x.provinceCode', 'is not', null)))
    .where(({ exists, not, selectFrom }) => not(exists(selectFrom('ftShipmentLine as y').select('y.id')
      .whereRef('y.lotId', '=', 'c.lotId').whereRef('y.provinceCode', '=', 's.provinceCode').where('y.delFlag', '=', 0))));
}

/**
 * The same scans by lot, most first: how many scans of how many of its codes turned up where, and whom the
 * lot was shipped to — the consignees to ask where their goods went (a per-scan list cannot say that a lot's
 * labels keep turning up in one province). Three grouped reads, whatever the number of scans.
 */
export async function diversionLots(db: FtKysely, tz: string, since: number): Promise<DashboardAlerts['diversionLots']> {
  const lots = await divertedScans(db, since)
    .innerJoin('ftLot as l', 'l.id', 'c.lotId')
    .leftJoin('ftProduct as p', 'p.id', 'l.productId')
    .select(['c.lotId', 'l.lotNo', 'p.name as productName', sql<number>`count(*)`.as('scans'),
      sql<number>`count(distinct c.id)`.as('codes'), sql<number>`max(s.scan_time)`.as('last')])
    .groupBy(['c.lotId', 'l.lotNo', 'p.name'])
    .orderBy(sql`count(*)`, 'desc').orderBy(sql`max(s.scan_time)`, 'desc').limit(LIMIT).execute();
  if (!lots.length) return [];
  const lotIds = lots.map((l) => l.lotId);
  const where = await divertedScans(db, since).where('c.lotId', 'in', lotIds)
    .select(['c.lotId', 's.provinceCode', sql<number>`count(*)`.as('scans')])
    .groupBy(['c.lotId', 's.provinceCode']).execute();
  const consignees = await db.selectFrom('ftShipmentLine as x')
    .leftJoin('ftRelationOffice as o', 'o.id', 'x.customerId')
    .select(['x.lotId', 'o.name', 'x.provinceCode']).distinct()
    .where('x.lotId', 'in', lotIds).where('x.delFlag', '=', 0).execute();
  return lots.map((l) => ({
    lotId: l.lotId, lotNo: l.lotNo, productName: l.productName, scans: Number(l.scans), codes: Number(l.codes),
    lastScanTime: timeText(Number(l.last), tz)!,
    scanProvinces: where.filter((w) => w.lotId === l.lotId)
      .map((w) => ({ province: province(w.provinceCode)!, scans: Number(w.scans) }))
      .sort((a, b) => b.scans - a.scans || a.province.localeCompare(b.province, 'zh-CN')),
    consignees: consignees.filter((c) => c.lotId === l.lotId)
      .map((c) => ({ name: c.name, province: province(c.provinceCode) }))
      .sort((a, b) => (a.province ?? '').localeCompare(b.province ?? '', 'zh-CN') || (a.name ?? '').localeCompare(b.name ?? '', 'zh-CN')),
  }));
}
