import { QTY_EPSILON, SUPPLIER_STATUS, SUPPLIER_TEXT } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { available } from '../lots/lot.service.ts';
import { ftDb } from '../schema.ts';
import { decisionsFor, standingOn } from '../shared/supplier-approval.ts';
import { dateText } from '../shared/wire.ts';

/**
 * 合格供方: a supplier suspended or struck off for a material may have delivered lots that are still in stock.
 * Nothing stops them (they were rightly taken in), so whoever records the decision is told which they are, to
 * check them (登记检验 names the supplier's standing for each, SUPPLIER_TEXT.suspendedAfter).
 */
export function supplierApprovalHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  return {
    async notice(row) {
      const supplierId = row.supplierId as string;
      const crudeId = row.crudeId as string;
      // an old suspension entered late says nothing of today: only the supplier's standing now counts
      const now = standingOn(await decisionsFor(db, [crudeId]), supplierId, crudeId, dateText(Date.now(), ctx.config.timeZone)!).latest;
      if (!now || now.status === SUPPLIER_STATUS.approved) return null;
      const lots = await db.selectFrom('ftCrudePutin as cp').innerJoin('ftLot as l', 'l.id', 'cp.lotId')
        .select(['l.lotNo', 'l.quantity', 'l.consumedQty', 'l.shippedQty', 'l.disposedQty'])
        .where('cp.supplierId', '=', supplierId).where('cp.crudeId', '=', crudeId).where('cp.delFlag', '=', 0).where('l.delFlag', '=', 0)
        .execute();
      // in code point order, not the database's collation: the same on all three
      const inStock = lots.filter((l) => available(l) > QTY_EPSILON).map((l) => l.lotNo).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      if (!inStock.length) return null;
      const material = await db.selectFrom('ftCrude').select('name').where('id', '=', crudeId).executeTakeFirst();
      return SUPPLIER_TEXT.lotsInStock(material?.name ?? '', inStock);
    },
  };
}
