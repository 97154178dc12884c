import { describe, expect, it } from 'vitest';
import { LOT_REACH_SHOWN, lotReachText, type LotReach } from './lot-reach.ts';

const lot = (n: number) => ({ lotNo: `F2026030${n}-01`, itemName: '巴氏杀菌乳' });

describe('lotReachText', () => {
  it('names the first lots and customers and counts the rest', () => {
    const r: LotReach = {
      drawn: '120 千克', shipped: null, lots: [1, 2, 3].map(lot), lotCount: 5, customers: ['甲超市', '乙超市', '丙超市'], customerCount: 7,
    };
    expect(LOT_REACH_SHOWN).toBe(3);
    expect(lotReachText(r)).toBe('已投料 120 千克，产出 F20260301-01（巴氏杀菌乳）、F20260302-01（巴氏杀菌乳）、F20260303-01（巴氏杀菌乳）等 5 批；已发往 甲超市、乙超市、丙超市等 7 家客户');
  });

  it('says a lot shipped as it was, and a draw whose runs are not yet recorded with an output', () => {
    expect(lotReachText({ drawn: null, shipped: '50 千克', lots: [], lotCount: 0, customers: ['丁批发'], customerCount: 1 })).toBe('已发货 50 千克；已发往 丁批发');
    expect(lotReachText({ drawn: '10 千克', shipped: null, lots: [], lotCount: 0, customers: [], customerCount: 0 })).toBe('已投料 10 千克');
  });
});
