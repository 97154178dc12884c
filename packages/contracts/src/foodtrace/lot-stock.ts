/**
 * 批次库存: what the plant holds, lot by lot — raw materials, semi-finished and finished goods with stock left —
 * read first-expiring first (先到期先出): the warehouse's and the quality department's view of stock that must
 * go out soon or must not go out at all. The lot list's scopes (ResourceDef.scopes), evaluated on the plant's day.
 */
export const LOT_STOCK_SCOPE = {
  /** Every lot with stock left. */
  inStock: 'inStock',
  /** …whose 保质期至 is today or within the next NEAR_EXPIRY_DAYS − 1 days: to be used or shipped first. */
  nearExpiry: 'nearExpiry',
  /** …past its 保质期至: not to be used or shipped, waiting for 不合格品处置. */
  expired: 'expired',
} as const;

/** How many days, today included, count as 临期 in 批次库存 (a lot good until today is within them). */
export const NEAR_EXPIRY_DAYS = 7;
