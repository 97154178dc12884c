import { describe, expect, it } from 'vitest';
import { formulaDeviations, formulaNeed, materialKey, type ProductFormula, type PutIn } from './formula.ts';

const formula: ProductFormula = {
  productId: 'yogurt', batchQty: 1000,
  lines: [
    { id: '1', crudeId: null, componentId: 'base', quantity: 205, tolerancePct: 3, remark: null, name: '标准化乳基液', unit: '千克', category: null },
    { id: '2', crudeId: 'sugar', componentId: null, quantity: 12.3, tolerancePct: 5, remark: null, name: '白砂糖', unit: '千克', category: 'AUXILIARY' },
    { id: '3', crudeId: 'culture', componentId: null, quantity: 0.025, tolerancePct: 10, remark: null, name: '乳酸菌发酵剂', unit: '千克', category: 'ADDITIVE' },
  ],
};
const put = (entries: Array<[string, Partial<PutIn> & { quantity: number }]>) =>
  new Map(entries.map(([k, p]) => [k, { name: k, unit: '千克', category: null, ...p }]));

describe('formulaNeed', () => {
  it('scales a line to the quantity made, to four decimals', () => {
    expect(formulaNeed({ quantity: 205 }, 1000, 19_512)).toBe(3999.96);
    expect(formulaNeed({ quantity: 0.025 }, 1000, 3)).toBe(0.0001);
  });
});

describe('formulaDeviations', () => {
  const base = materialKey({ componentId: 'base' });
  const sugar = materialKey({ crudeId: 'sugar' });
  const culture = materialKey({ crudeId: 'culture' });

  it('says nothing of a run within every tolerance, nor of a product without a formula', () => {
    const p = put([[base, { quantity: 2060 }], [sugar, { quantity: 125 }], [culture, { quantity: 0.27 }]]);
    expect(formulaDeviations(formula, 10_000, p)).toEqual([]);
    expect(formulaDeviations({ productId: 'x', batchQty: null, lines: [] }, 10_000, p)).toEqual([]);
  });

  it('names a missing material, one outside its tolerance, an additive over its limit and what the formula does not name', () => {
    const p = put([
      [base, { quantity: 2200 }], [culture, { quantity: 0.3 }],
      [materialKey({ crudeId: 'starch' }), { name: '改性淀粉', quantity: 5, category: 'ADDITIVE' }],
      [materialKey({ crudeId: 'cup' }), { name: '发酵乳杯', quantity: 10_000, unit: '个' }],
    ]);
    expect(formulaDeviations(formula, 10_000, p)).toEqual([
      '标准化乳基液 投料 2200 千克，配方用量 2050 千克（±3%）',
      '白砂糖 未投料（配方用量 123 千克）',
      '食品添加剂 乳酸菌发酵剂 投料 0.3 千克，超过配方上限 0.275 千克',
      '食品添加剂 改性淀粉 不在配方中',
      '发酵乳杯 不在配方中',
    ]);
  });

  it('lets an additive fall short within its tolerance and says when it falls below it', () => {
    expect(formulaDeviations(formula, 10_000, put([[base, { quantity: 2050 }], [sugar, { quantity: 123 }], [culture, { quantity: 0.2 }]])))
      .toEqual(['乳酸菌发酵剂 投料 0.2 千克，配方用量 0.25 千克（±10%）']);
  });
});
