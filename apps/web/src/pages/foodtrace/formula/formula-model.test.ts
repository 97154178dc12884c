import { describe, expect, it } from 'vitest';
import { FORMULA_MAX_LINES, FORMULA_TEXT, type ProductFormula } from '@foodtrace/contracts';
import { formulaRows, toSavedFormula } from './formula-model';

const SAVED: ProductFormula = {
  productId: 'p1', batchQty: 1000,
  lines: [
    { id: 'f1', crudeId: 'c1', componentId: null, quantity: 50, tolerancePct: 2, remark: null, name: '白砂糖', unit: 'kg', category: 'SUGAR' },
    { id: 'f2', crudeId: null, componentId: 'p9', quantity: 800, tolerancePct: 5, remark: '当日配制', name: '标准化乳基液', unit: 'kg', category: null },
  ],
};
const row = (id: string, values: Record<string, unknown>) => ({ id, kind: 'crude', tolerancePct: 5, ...values });

describe('product formula', () => {
  it('round-trips the saved lines through the table in table order, a new line without id', () => {
    const rows = formulaRows(SAVED);
    expect(rows[1]).toMatchObject({ id: 'f2', lineId: 'f2', kind: 'product', materialId: 'p9', name: '标准化乳基液', unit: 'kg', category: null, quantity: 800 });
    const added = row('new_1', { materialId: 'c7', name: '山梨酸钾', quantity: '0.5', tolerancePct: '0', remark: ' ' });
    expect(toSavedFormula('p1', 1000, [added, ...rows])).toEqual({
      body: {
        productId: 'p1', batchQty: 1000, lines: [
          { crudeId: 'c7', componentId: null, quantity: 0.5, tolerancePct: 0, remark: null },
          { id: 'f1', crudeId: 'c1', componentId: null, quantity: 50, tolerancePct: 2, remark: null },
          { id: 'f2', crudeId: null, componentId: 'p9', quantity: 800, tolerancePct: 5, remark: '当日配制' },
        ],
      },
    });
  });

  it('clears the formula when no line is left (a row nobody filled is no line)', () => {
    expect(toSavedFormula('p1', 1000, [row('new_1', {})])).toEqual({ body: { productId: 'p1', batchQty: null, lines: [] } });
    expect(formulaRows(undefined)).toEqual([]);
  });

  it('needs the standard batch when there are lines', () => {
    const rows = formulaRows(SAVED);
    expect(toSavedFormula('p1', null, rows)).toEqual({ error: FORMULA_TEXT.batchRequired });
    expect(toSavedFormula('p1', 0, rows)).toEqual({ error: '标准批量须大于 0' });
  });

  it('needs one material a row, and not the product itself', () => {
    expect(toSavedFormula('p1', 10, [row('a', { quantity: 3 })])).toEqual({ error: `第 1 行：${FORMULA_TEXT.oneMaterial}` });
    expect(toSavedFormula('p1', 10, [row('a', { kind: '', materialId: 'c1', quantity: 3 })])).toEqual({ error: `第 1 行：${FORMULA_TEXT.oneMaterial}` });
    expect(toSavedFormula('p1', 10, [row('a', { kind: 'product', materialId: 'p1', quantity: 3 })])).toEqual({ error: `第 1 行：${FORMULA_TEXT.selfComponent}` });
  });

  it('names a material given twice; the same id as a raw material and a product is two materials', () => {
    const sugar = row('a', { materialId: 'x', name: '白砂糖', quantity: 3 });
    expect(toSavedFormula('p1', 10, [sugar, { ...sugar, id: 'b' }])).toEqual({ error: FORMULA_TEXT.duplicate('白砂糖') });
    expect('body' in toSavedFormula('p1', 10, [sugar, { ...sugar, id: 'b', kind: 'product' }])).toBe(true);
  });

  it('checks the quantity and the tolerance, a blank tolerance as the default', () => {
    const sugar = (values: Record<string, unknown>) => [row('a', { materialId: 'c1', name: '白砂糖', quantity: 3, ...values })];
    expect(toSavedFormula('p1', 10, sugar({ quantity: 0 }))).toEqual({ error: '白砂糖 的用量须大于 0' });
    expect(toSavedFormula('p1', 10, sugar({ tolerancePct: 101 }))).toEqual({ error: '白砂糖 的允许偏差须在 0～100 之间' });
    const res = toSavedFormula('p1', 10, sugar({ tolerancePct: '' }));
    expect('body' in res && res.body.lines[0].tolerancePct).toBe(5);
  });

  it(`keeps at most ${FORMULA_MAX_LINES} lines`, () => {
    const rows = Array.from({ length: FORMULA_MAX_LINES + 1 }, (_, i) => row(`r${i}`, { materialId: `c${i}`, quantity: 1 }));
    expect(toSavedFormula('p1', 10, rows)).toEqual({ error: `配方最多 ${FORMULA_MAX_LINES} 行` });
    expect('body' in toSavedFormula('p1', 10, rows.slice(1))).toBe(true);
  });
});
