import { PROVINCES, provinceOf, type ProductTypeShare, type ProvinceShare } from '@foodtrace/contracts';
import { sql } from 'kysely';
import type { FtKysely } from '../schema.ts';

const n = sql<number>`count(*)`;

/**
 * Products, lots, generated codes and recent scans per product type (FoodTypeChart). Codes are summed from the
 * generation batches, not counted row by row, so a million codes cost nothing here.
 */
export async function byProductType(db: FtKysely, since: number): Promise<ProductTypeShare[]> {
  const types = await db.selectFrom('ftProductType').select(['id', 'typeName']).where('delFlag', '=', 0).orderBy('sortNo').execute();
  const products = await db.selectFrom('ftProduct').select(['productTypeId', n.as('n')]).where('delFlag', '=', 0).groupBy('productTypeId').execute();
  const lots = await db.selectFrom('ftLot as l').innerJoin('ftProduct as p', 'p.id', 'l.productId')
    .select(['p.productTypeId', n.as('n')]).where('l.delFlag', '=', 0).groupBy('p.productTypeId').execute();
  const codes = await db.selectFrom('ftCodeBatch as b').innerJoin('ftProduct as p', 'p.id', 'b.productId')
    .select(['p.productTypeId', sql<number>`sum(b.quantity)`.as('n')]).where('b.delFlag', '=', 0).groupBy('p.productTypeId').execute();
  const scans = await db.selectFrom('ftScanLog as s').innerJoin('ftProduct as p', 'p.id', 's.productId')
    .select(['p.productTypeId', n.as('n')]).where('s.scanTime', '>=', since).groupBy('p.productTypeId').execute();
  const of = (rows: Array<{ productTypeId: string | null; n: unknown }>, id: string | null) => Number(rows.find((r) => r.productTypeId === id)?.n ?? 0);
  const shares = types.map((t) => ({ productTypeId: t.id, name: t.typeName, products: of(products, t.id), lots: of(lots, t.id), codes: of(codes, t.id), scans: of(scans, t.id) }));
  const untyped = { productTypeId: null, name: '未分类', products: of(products, null), lots: of(lots, null), codes: of(codes, null), scans: of(scans, null) };
  return [...shares, ...(untyped.products ? [untyped] : [])].filter((s) => s.products || s.lots || s.codes || s.scans);
}

/**
 * Sales origins, shipments and recent scans per province (ChinaMap). Scans count only where the region is known,
 * and only scans of our codes: a code we never made (a counterfeit label) is no sale — 窜货与异常扫码 lists those.
 */
export async function byProvince(db: FtKysely, since: number): Promise<ProvinceShare[]> {
  const origins = await db.selectFrom('ftSellOrigin').select(['provinceCode', n.as('n')]).where('delFlag', '=', 0).groupBy('provinceCode').execute();
  const shipments = await db.selectFrom('ftShipment').select(['provinceCode', n.as('n')]).where('delFlag', '=', 0).groupBy('provinceCode').execute();
  const scans = await db.selectFrom('ftScanLog').select(['provinceCode', n.as('n')]).where('scanTime', '>=', since)
    .where('provinceCode', 'is not', null).where('codeId', 'is not', null).groupBy('provinceCode').execute();
  const out = new Map<string, ProvinceShare>();
  const put = (rows: Array<{ provinceCode: string | null; n: unknown }>, key: 'sellOrigins' | 'shipments' | 'scans') => {
    for (const r of rows) {
      const code = provinceOf(r.provinceCode);
      if (!code || !PROVINCES[code]) continue;
      const share = out.get(code) ?? { provinceCode: code, province: PROVINCES[code], sellOrigins: 0, shipments: 0, scans: 0 };
      share[key] += Number(r.n);
      out.set(code, share);
    }
  };
  put(origins, 'sellOrigins');
  put(shipments, 'shipments');
  put(scans, 'scans');
  return [...out.values()].sort((a, b) => a.provinceCode.localeCompare(b.provinceCode));
}
