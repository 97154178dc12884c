/**
 * 批次库存: what the plant holds, lot by lot — raw materials, semi-finished and finished goods with stock left —
 * read first-expiring first (先到期先出): the warehouse's and the quality department's view of stock that must
 * go out soon or must not go out at all. The lot list's scopes (ResourceDef.scopes), evaluated on the plant's day.
 */
export const LOT_STOCK_SCOPE = {
  /** Every lot with stock left. */
  inStock: 'inStock',
  /**
   * …whose 保质期至 is today or one of the next NEAR_EXPIRY_DAYS days, to be used or shipped first: not a
   * rejected or recalled lot, on its way out already (as the 临期批次提醒 job reads it).
   */
  nearExpiry: 'nearExpiry',
  /** …past its 保质期至: not to be used or shipped, waiting for 不合格品处置. */
  expired: 'expired',
} as const;

/** 临期 in 批次库存: its 保质期至 within this many days from today (today + 7 included, as the job counts). */
export const NEAR_EXPIRY_DAYS = 7;
