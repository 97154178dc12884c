import { FT_DICT, HOLD_TEXT, HOLDABLE_STATUSES, LOT_HOLD_SCOPE } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ListScopeImpl } from '../../../crud/list-scopes.ts';
import type { ResourceHooks, TxContext } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { downstreamOffer } from '../lots/lot-hold-downstream.ts';
import { liveLot, refreshLotStatus } from '../lots/lot.service.ts';
import { ftDb } from '../schema.ts';

type Row = Record<string, unknown>;

const filled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined);

/**
 * 质量暂扣 (contracts foodtrace/lot-hold.ts): only a lot not yet judged, released or already held can be held; the lot a
 * hold is about stays its lot; a release says what was concluded and by whom. The lot's status follows its holds in
 * the record's transaction (lot.service.ts refreshLotStatus): held while one is in force, and what its inspections
 * make it once none is — a hold deleted as entered by mistake included. Whoever saves a hold in force is told of the lots
 * made of its lot that 暂扣下游 would hold.
 */
export function lotHoldHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  const assertRelease = (row: Row) => {
    if (filled(row.releasedTime) && !(filled(row.conclusion) && filled(row.releasedBy))) throw new BusinessError(HOLD_TEXT.releaseIncomplete);
  };
  const refresh = async (rows: Row[], tx: TxContext) => {
    for (const lotId of new Set(rows.map((r) => r.lotId as string))) await refreshLotStatus(ftDb(tx.db), lotId, tx.user.username, 'record');
  };
  return {
    async beforeAdd(input) {
      const lot = await liveLot(db, input.lotId as string);
      if (!lot) throw new BusinessError('批次不存在');
      if (!HOLDABLE_STATUSES.includes(lot.status)) throw new BusinessError(HOLD_TEXT.notHoldable(lot.lotNo, await ctx.dict.text(FT_DICT.lotStatus, lot.status) ?? lot.status));
      assertRelease(input);
    },
    beforeEdit(changes, existing) {
      if (changes.lotId !== undefined && changes.lotId !== existing.lotId) throw new BusinessError(HOLD_TEXT.lotFixed);
      assertRelease({ ...existing, ...changes });
    },
    async afterAdd(row, tx) { await refresh([row], tx); },
    async afterEdit(row, _existing, tx) { await refresh([row], tx); },
    async afterDelete(existing, tx) { await refresh(existing, tx); },
    // a hold in force whose lot went into lots still in stock: 暂扣下游 holds them in one go
    notice: (row) => (row.releasedTime ? null : downstreamOffer(db, row.lotId as string)),
  };
}

/** 暂扣中: the holds in force. */
export const LOT_HOLD_LIST_SCOPES: Record<string, Record<string, ListScopeImpl>> = {
  lotHold: { [LOT_HOLD_SCOPE.open]: (eb) => eb('releasedTime', 'is', null) },
};
