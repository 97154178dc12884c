import { CHECKOUT_SCOPE, DISPOSABLE_STATUSES, LOT_SCOPE, LOT_STATUS, LOT_STOCK_SCOPE, NEAR_EXPIRY_DAYS, QTY_EPSILON, addDays } from '@foodtrace/contracts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ListScopeImpl } from '../../../crud/list-scopes.ts';
import { keepsSample } from './retained-samples.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a query on ft_lot or ft_checkout, whatever its builder's tables
type EB = ExpressionBuilder<any, any>;

/**
 * Whether the lot `lotId` (a column reference of the outer query) has a retained sample still to be kept on `today`:
 * a passing 出厂检验 with a sample whose 留样至 is today or later (contracts isSampleDue, as SQL).
 */
function samplesKeptOn(eb: EB, lotId: string, today: string): Expression<SqlBool> {
  return eb.exists(eb.selectFrom('ftCheckout as k').select('k.id').whereRef('k.lotId', '=', lotId).where('k.delFlag', '=', 0)
    .where((k) => keepsSample(k, 'k')).where('k.sampleUntil', '>=', today));
}

/**
 * What waits for 不合格品处置 on `today` (contracts foodtrace/lot-disposal.ts isDisposable, as SQL): a rejected,
 * held or recalled lot, or one past its 保质期 with stock left — but not one whose stock is only retained samples
 * still to be kept (留样 leaves after its 留样至). The list's scope, the picker's and the home figure's.
 */
export function disposableLots(eb: EB, today: string): Expression<SqlBool> {
  return eb.and([
    eb.or([eb('status', 'in', [...DISPOSABLE_STATUSES]), expiredStock(eb, today)]),
    eb.not(eb.and([eb('availableQty', '>', QTY_EPSILON), eb('drawableQty', '<=', QTY_EPSILON), samplesKeptOn(eb, 'ftLot.id', today)])),
  ]);
}

/**
 * The 留样台账 (CHECKOUT_SCOPE.samplesKept): the inspections that keep a sample of a lot with stock left. The
 * last units of a lot to leave are its samples (a run or a shipment never takes them), so a lot with nothing
 * left has none in the sample room either.
 */
export function samplesKept(eb: EB): Expression<SqlBool> {
  return eb.and([
    keepsSample(eb),
    eb.exists(eb.selectFrom('ftLot as l').select('l.id').whereRef('l.id', '=', 'ftCheckout.lotId').where('l.delFlag', '=', 0)
      .where('l.availableQty', '>', QTY_EPSILON)),
  ]);
}

/** Of the samples kept, those to be destroyed on `today`: kept through their 留样至, due the day after (contracts isSampleDue). */
export const samplesDue = (eb: EB, today: string): Expression<SqlBool> => eb.and([samplesKept(eb), eb('sampleUntil', '<', today)]);

/** A column of the lots, named by `table` in a query of several tables. */
const lotColumn = (c: string, table?: string) => (table ? `${table}.${c}` : c);

/** A lot with stock left (批次库存, contracts foodtrace/lot-stock.ts). */
export const inStock = (eb: EB, table?: string) => eb(lotColumn('availableQty', table), '>', QTY_EPSILON);

/** Stock past its 保质期 on `today`: not to be used or shipped, 不合格品处置 takes it (contracts isExpiredOn). */
export function expiredStock(eb: EB, today: string): Expression<SqlBool> {
  return eb.and([inStock(eb), eb('expiryDate', '<', today)]);
}

/**
 * 临期 stock: good until `today` or any day up to `until`, to be used or shipped first — so only what a run or a
 * shipment may take (not the retained samples, kept past it), and not a rejected or recalled lot, on its way out
 * already. 批次库存's view and the 临期批次提醒 job (jobs/expiry-warning.ts).
 */
export function expiringStock(eb: EB, today: string, until: string, table?: string): Expression<SqlBool> {
  return eb.and([
    eb(lotColumn('drawableQty', table), '>', QTY_EPSILON), eb(lotColumn('expiryDate', table), '>=', today), eb(lotColumn('expiryDate', table), '<=', until),
    eb(lotColumn('status', table), 'not in', [LOT_STATUS.recalled, LOT_STATUS.rejected]),
  ]);
}

/** The list scopes of the lots and the inspections (ResourceDef.scopes of lotResource and checkoutResource). */
export const LOT_LIST_SCOPES: Record<string, Record<string, ListScopeImpl>> = {
  lot: {
    [LOT_SCOPE.disposable]: (eb, at) => disposableLots(eb, at.today),
    [LOT_STOCK_SCOPE.inStock]: (eb) => inStock(eb),
    [LOT_STOCK_SCOPE.nearExpiry]: (eb, at) => expiringStock(eb, at.today, addDays(at.today, NEAR_EXPIRY_DAYS)),
    [LOT_STOCK_SCOPE.expired]: (eb, at) => expiredStock(eb, at.today),
  },
  checkout: {
    [CHECKOUT_SCOPE.samplesKept]: (eb) => samplesKept(eb),
    [CHECKOUT_SCOPE.samplesDue]: (eb, at) => samplesDue(eb, at.today),
  },
};
