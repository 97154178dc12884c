import { describe, expect, it } from 'vitest';
import { outputTotal, pickRows } from './formula-pick';

describe('按配方投料', () => {
  it('asks for all the outputs together, blank quantities as none', () => {
    expect(outputTotal([{ id: 'a', outQuantity: '1200' }, { id: 'b', outQuantity: 300.5 }, { id: 'c', outQuantity: '' }, { id: 'd' }])).toBe(1500.5);
    expect(outputTotal([])).toBe(0);
  });

  it('fills the input rows as the lot picker does', () => {
    const rows = pickRows([
      { lotId: 'l1', lotNo: 'R20261201-01', itemName: '白砂糖', quantity: 12.5, available: 40, unit: 'kg', unitText: '千克', expiryDate: '2027-06-01' },
    ]);
    expect(rows).toEqual([{ id: 'new_pick_0_l1', lotNo: 'R20261201-01', lotId: 'l1', itemName: '白砂糖', available: 40, quantity: 12.5, unitText: '千克', unit: 'kg' }]);
  });
});
