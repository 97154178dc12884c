import { describe, expect, it } from 'vitest';
import { shipmentLines } from './shipment-body';

describe('shipment lines', () => {
  it('sends each picked lot with its quantity', () => {
    expect(shipmentLines([{ id: '1', lotId: 'a', lotNo: 'F1', quantity: '120' }, { id: '2' }])).toEqual({ lines: [{ lotId: 'a', quantity: 120 }] });
  });

  it('needs a line and refuses a lot twice', () => {
    expect(shipmentLines([{ id: '1' }])).toEqual({ error: '请至少添加一条发货明细' });
    expect(shipmentLines([{ id: '1', lotId: 'a', lotNo: 'F1', quantity: 1 }, { id: '2', lotId: 'a', lotNo: 'F1', quantity: 2 }])).toEqual({ error: '发货明细中批次重复：F1' });
  });
});

describe('a line without its lot', () => {
  it('is named rather than dropped', () => {
    expect(shipmentLines([{ id: '1', quantity: 3 }])).toEqual({ error: '发货明细第 1 行未选择批号' });
  });
});
