import { LOT_KIND, LOT_REACH_SHOWN, type LotReach } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';
import { amountText, QTY_EPSILON } from '../shared/quantity.ts';
import { reachableLots } from '../trace/genealogy.ts';
import { lotNames } from './lot-names.ts';

/**
 * What had already become of a lot: how much of it was drawn into runs or shipped as it was, the lots made of it
 * (down the whole genealogy) and the customers any of them went to. Null when none of it has gone anywhere.
 * Asked when news about a lot comes late (a delivery's logger read after its milk was used): the quality
 * department's first question is what else the news touches, before it opens 追溯查询 for the whole chain.
 */
export async function lotReach(db: FtKysely, dict: DictService, lotId: string): Promise<LotReach | null> {
  const lot = await db.selectFrom('ftLot').select(['consumedQty', 'shippedQty', 'unit']).where('id', '=', lotId).executeTakeFirst();
  if (!lot) return null;
  const made = (await reachableLots(db, [lotId], 'forward')).filter((id) => id !== lotId);
  const drawn = Number(lot.consumedQty) > QTY_EPSILON, shipped = Number(lot.shippedQty) > QTY_EPSILON;
  if (!drawn && !shipped && !made.length) return null;
  // finished lots first: they are what reached customers, or may
  const names = [...(await lotNames(db, made)).values()]
    .sort((a, b) => Number(b.lotKind === LOT_KIND.finished) - Number(a.lotKind === LOT_KIND.finished) || (a.lotNo < b.lotNo ? -1 : a.lotNo > b.lotNo ? 1 : 0));
  const customers = await inChunks([lotId, ...made], (ids) => db.selectFrom('ftShipmentLine as sl').innerJoin('ftShipment as s', 's.id', 'sl.shipmentId')
    .innerJoin('ftRelationOffice as c', 'c.id', 's.customerId')
    .select(['c.id', 'c.name']).distinct().where('sl.lotId', 'in', ids).where('sl.delFlag', '=', 0).where('s.delFlag', '=', 0).execute());
  const byName = [...new Map(customers.map((c) => [c.id, c.name])).values()].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  return {
    drawn: drawn ? await amountText(dict, lot.consumedQty, lot.unit) : null,
    shipped: shipped ? await amountText(dict, lot.shippedQty, lot.unit) : null,
    lots: names.slice(0, LOT_REACH_SHOWN).map((n) => ({ lotNo: n.lotNo, itemName: n.itemName })), lotCount: names.length,
    customers: byName.slice(0, LOT_REACH_SHOWN), customerCount: byName.length,
  };
}
