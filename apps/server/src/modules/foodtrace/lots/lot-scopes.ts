import { DISPOSABLE_STATUSES, LOT_SCOPE, QTY_EPSILON } from '@foodtrace/contracts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ListScopeImpl } from '../../../crud/list-scopes.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a query on ft_lot, whatever its builder's tables
type EB = ExpressionBuilder<any, any>;

/**
 * What waits for 不合格品处置 on `today` (contracts foodtrace/lot-disposal.ts isDisposable, as SQL): a rejected,
 * held or recalled lot, or one past its 保质期 with stock left. The list's scope, the picker's and the home figure's.
 */
export function disposableLots(eb: EB, today: string): Expression<SqlBool> {
  return eb.or([
    eb('status', 'in', [...DISPOSABLE_STATUSES]),
    eb.and([eb('expiryDate', '<', today), eb('availableQty', '>', QTY_EPSILON)]),
  ]);
}

/** The lot list's scopes (ResourceDef.scopes of lotResource). */
export const LOT_LIST_SCOPES: Record<string, Record<string, ListScopeImpl>> = {
  lot: { [LOT_SCOPE.disposable]: (eb, at) => disposableLots(eb, at.today) },
};
