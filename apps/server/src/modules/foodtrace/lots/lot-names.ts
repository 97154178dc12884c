import type { FtKysely } from '../schema.ts';
import { loadTraceLots } from '../trace/trace-records.ts';

export interface LotName { id: string; lotNo: string; lotKind: string; status: string; unit: string; itemName: string }

/** Lot numbers with what each lot is (a raw material's or a product's name), for any set of lots. */
export async function lotNames(db: FtKysely, lotIds: readonly string[]): Promise<Map<string, LotName>> {
  const out = new Map<string, LotName>();
  for (const r of await loadTraceLots(db, [...new Set(lotIds)])) {
    out.set(r.id, { id: r.id, lotNo: r.lotNo, lotKind: r.lotKind, status: r.status, unit: r.unit, itemName: r.productName ?? r.crudeName ?? '' });
  }
  return out;
}
