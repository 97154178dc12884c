import { FINISH_PUTIN_TEXT } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { liveLot } from '../lots/lot.service.ts';
import { ftDb } from '../schema.ts';
import { amountText, QTY_EPSILON, round4 } from '../shared/quantity.ts';

type Row = Record<string, unknown>;

/**
 * A finished lot goes into the warehouse in its own unit, never more than was produced in all. Once it has shipped,
 * its receipts are evidence: lot, quantity and time fixed (FieldDef.fixedOnceUsed), and no delete.
 */
export function finishPutinHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);

  /** Of these receipts, those of a lot that has shipped: receipt id → the lot's number. */
  async function ofShippedLots(rows: Row[]): Promise<Map<string, string>> {
    const lotIds = [...new Set(rows.map((r) => r.lotId as string).filter(Boolean))];
    if (!lotIds.length) return new Map();
    const shipped = await db.selectFrom('ftLot').select(['id', 'lotNo']).where('id', 'in', lotIds)
      .where('delFlag', '=', 0).where('shippedQty', '>', QTY_EPSILON).execute();
    const lotNo = new Map(shipped.map((l) => [l.id, l.lotNo]));
    return new Map(rows.filter((r) => lotNo.has(r.lotId as string)).map((r) => [r.id as string, lotNo.get(r.lotId as string)!]));
  }

  async function check(input: Row, lotId: string, quantity: number, selfId?: string): Promise<void> {
    const lot = await liveLot(db, lotId);
    if (!lot) throw new BusinessError('成品批次不存在');
    input.unit = lot.unit;
    let q = db.selectFrom('ftFinishPutin').select((eb) => eb.fn.sum<number>('quantity').as('n')).where('lotId', '=', lotId).where('delFlag', '=', 0);
    if (selfId) q = q.where('id', '<>', selfId);
    const already = Number((await q.executeTakeFirst())?.n ?? 0);
    if (already + quantity > Number(lot.quantity) + QTY_EPSILON) {
      throw new BusinessError(`批次 ${lot.lotNo} 产量 ${await amountText(ctx.dict, lot.quantity, lot.unit)}，已入库 ${round4(already)}，本次最多入库 ${round4(Number(lot.quantity) - already)}`);
    }
  }

  return {
    async inUse(rows) {
      return new Map([...await ofShippedLots(rows)].map(([id, lotNo]) => [id, { reason: FINISH_PUTIN_TEXT.shipped(lotNo) }]));
    },
    async undeletable(rows) {
      return new Map([...await ofShippedLots(rows)].map(([id, lotNo]) => [id, FINISH_PUTIN_TEXT.undeletable(lotNo)]));
    },
    async beforeAdd(input) {
      await check(input, input.lotId as string, Number(input.quantity));
    },
    async beforeEdit(changes, existing) {
      if (changes.lotId === undefined && changes.quantity === undefined) return;
      await check(changes, (changes.lotId ?? existing.lotId) as string, Number(changes.quantity ?? existing.quantity), existing.id as string);
    },
  };
}
