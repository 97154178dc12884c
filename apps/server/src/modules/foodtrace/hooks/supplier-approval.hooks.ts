import { QTY_EPSILON, SUPPLIER_STATUS, SUPPLIER_TEXT, crudePutinResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import { available } from '../lots/lot.service.ts';
import { ftDb } from '../schema.ts';
import { decisionsFor, standingOn } from '../shared/supplier-approval.ts';
import { dateText } from '../shared/wire.ts';

/**
 * 合格供方: a supplier suspended or struck off for a material may have delivered lots that are still in stock.
 * Nothing stops them (they were rightly taken in), so whoever records the decision is told which they are, to
 * check them (登记检验 names the supplier's standing for each, SUPPLIER_TEXT.suspendedAfter): those of its
 * deliveries the user may see in 原料入库.
 */
export function supplierApprovalHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  return {
    async notice(row, rows) {
      const supplierId = row.supplierId as string;
      const crudeId = row.crudeId as string;
      // an old suspension entered late says nothing of today: only the supplier's standing now counts
      const now = standingOn(await decisionsFor(db, [crudeId]), supplierId, crudeId, dateText(Date.now(), ctx.config.timeZone)!).latest;
      if (!now || now.status === SUPPLIER_STATUS.approved) return null;
      // its deliveries as the user may see them in 原料入库 (their data rules), then what is left of each lot
      const intakes = await rows(crudePutinResource, { supplierId, crudeId });
      const lotIds = intakes.map((i) => i.lotId as string | null).filter((id): id is string => Boolean(id));
      const lots = await inChunks(lotIds, (ids) => db.selectFrom('ftLot').select(['lotNo', 'quantity', 'consumedQty', 'shippedQty', 'disposedQty'])
        .where('id', 'in', ids).where('delFlag', '=', 0).execute());
      // in code point order, not the database's collation: the same on all three
      const inStock = lots.filter((l) => available(l) > QTY_EPSILON).map((l) => l.lotNo).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      if (!inStock.length) return null;
      return SUPPLIER_TEXT.lotsInStock(String(intakes[0].supplierId_dictText ?? ''), String(intakes[0].crudeId_dictText ?? ''), inStock);
    },
  };
}
