import type { FtKysely } from '../schema.ts';

export interface LotName { id: string; lotNo: string; lotKind: string; status: string; unit: string; itemName: string }

/** Lot numbers with what each lot is (a raw material's or a product's name), for any set of lots. */
export async function lotNames(db: FtKysely, lotIds: readonly string[]): Promise<Map<string, LotName>> {
  const out = new Map<string, LotName>();
  const ids = [...new Set(lotIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.selectFrom('ftLot as l')
      .leftJoin('ftCrude as c', 'c.id', 'l.crudeId')
      .leftJoin('ftProduct as p', 'p.id', 'l.productId')
      .select(['l.id', 'l.lotNo', 'l.lotKind', 'l.status', 'l.unit', 'c.name as crudeName', 'p.name as productName'])
      .where('l.id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      out.set(r.id, { id: r.id, lotNo: r.lotNo, lotKind: r.lotKind, status: r.status, unit: r.unit, itemName: r.productName ?? r.crudeName ?? '' });
    }
  }
  return out;
}
