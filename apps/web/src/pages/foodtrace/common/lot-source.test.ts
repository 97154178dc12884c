import { describe, expect, it } from 'vitest';
import { toLotOption } from './lot-source';

describe('lot picker rows', () => {
  const row = { id: 'l1', lotNo: 'W20261122-01', productId_dictText: '标准化乳基液', lotKind_dictText: '半成品批次', quantity: 100, consumedQty: 30.5, shippedQty: 0, availableQty: 69.49999999999999, retainedQty: 0, drawableQty: 69.49999999999999, unit: 'kg', unit_dictText: '千克' };

  it('shows what is left of the lot, in its unit (rounded: SQLite computes it in doubles)', () => {
    expect(toLotOption(row, '2026-11-26')).toMatchObject({ lotNo: 'W20261122-01', itemName: '标准化乳基液', available: 69.5, unitText: '千克', expiryText: '' });
  });

  it('offers what a run or a shipment may take: the retained samples (留样) stay', () => {
    expect(toLotOption({ ...row, availableQty: 20, retainedQty: 12, drawableQty: 8 }).available).toBe(8);
  });

  it('marks a lot past its expiry date (the server refuses to use it)', () => {
    expect(toLotOption({ ...row, expiryDate: '2026-11-24' }, '2026-11-26').expiryText).toBe('2026-11-24（已过期）');
    expect(toLotOption({ ...row, expiryDate: '2026-11-26' }, '2026-11-26').expiryText).toBe('2026-11-26');
  });
});
