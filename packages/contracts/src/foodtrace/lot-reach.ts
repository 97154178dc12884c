/**
 * What had already become of a lot when late news about it came (a delivery's logger read after its milk was
 * used): how much was drawn into runs or shipped as it was, the lots made of it and the customers any of them
 * went to — the first LOT_REACH_SHOWN of each, with how many there are. The whole chain is 追溯查询's (正向).
 */
export interface LotReach {
  /** Drawn into processing runs, as a reader says it (`10 千克`); null: none. */
  drawn: string | null;
  /** Shipped as it was; null: none. */
  shipped: string | null;
  lots: Array<{ lotNo: string; itemName: string }>;
  lotCount: number;
  customers: string[];
  customerCount: number;
}

export const LOT_REACH_SHOWN = 3;

const more = (shown: number, count: number, word: string) => (count > shown ? `等 ${count} ${word}` : '');

/** `已投料 10 千克，产出 F20260305-01（巴氏杀菌乳）；已发往 金陵优选超市等 4 家客户`. */
export function lotReachText(r: LotReach): string {
  const made = r.lots.length ? `产出 ${r.lots.map((l) => `${l.lotNo}（${l.itemName}）`).join('、')}${more(r.lots.length, r.lotCount, '批')}` : '';
  return [
    r.drawn ? `已投料 ${r.drawn}${made ? `，${made}` : ''}` : made,
    r.shipped ? `已发货 ${r.shipped}` : '',
    r.customers.length ? `已发往 ${r.customers.join('、')}${more(r.customers.length, r.customerCount, '家客户')}` : '',
  ].filter(Boolean).join('；');
}
