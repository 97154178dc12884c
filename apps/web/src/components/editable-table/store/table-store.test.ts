import { describe, expect, it, vi } from 'vitest';
import { TableStore } from './table-store';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, qty: i }));

describe('TableStore: every write notifies only the rows it changes', () => {
  it('an edit replaces one row snapshot and wakes only that row', () => {
    const store = new TableStore(new Set(['qty']));
    store.reset(rows(10_000));
    const r1 = vi.fn();
    const r2 = vi.fn();
    const order = vi.fn();
    const stats = vi.fn();
    store.subscribeRow('r1', r1);
    store.subscribeRow('r2', r2);
    store.subscribeOrder(order);
    store.subscribeStats(stats);
    const before = store.getRow('r2');
    expect(store.setValues('r1', { qty: 99, id: 'ignored' })).toEqual(['qty']);
    expect(r1).toHaveBeenCalledTimes(1);
    expect(r2).not.toHaveBeenCalled();
    expect(order).not.toHaveBeenCalled();
    expect(stats).toHaveBeenCalledTimes(1);
    expect(store.getRow('r2')).toBe(before);
    expect(store.getData('r1')).toEqual({ id: 'r1', qty: 99 });
    expect(store.setValues('r1', { qty: 99 })).toEqual([]); // no change, no notice
    expect(r1).toHaveBeenCalledTimes(1);
  });

  it('a change outside the statistics columns does not recompute statistics', () => {
    const store = new TableStore(new Set(['qty']));
    store.reset(rows(3));
    const stats = vi.fn();
    store.subscribeStats(stats);
    store.setValues('r1', { note: 'x' });
    expect(stats).not.toHaveBeenCalled();
  });

  it('keeps errors with an index per column', () => {
    const store = new TableStore();
    store.reset(rows(3));
    store.setError('r1', 'qty', '数量不能为空');
    store.setError('r2', 'qty', '数量不能为空');
    expect(store.rowsWithErrorIn('qty').sort()).toEqual(['r1', 'r2']);
    store.setError('r1', 'qty', null);
    expect(store.rowsWithErrorIn('qty')).toEqual(['r2']);
    expect(store.getRow('r1')?.errors).toEqual({});
  });

  it('selection touches only the rows whose state flips', () => {
    const store = new TableStore();
    store.reset(rows(5));
    const r0 = vi.fn();
    const r3 = vi.fn();
    store.subscribeRow('r0', r0);
    store.subscribeRow('r3', r3);
    store.setSelected(['r0', 'r1']);
    store.setSelected(['r1', 'r2']);
    expect(r0).toHaveBeenCalledTimes(2);
    expect(r3).not.toHaveBeenCalled();
    expect(store.getSelectedIds()).toEqual(['r1', 'r2']);
  });

  it('one active cell at a time; switching wakes the two rows involved', () => {
    const store = new TableStore();
    store.reset(rows(3));
    store.setActive({ id: 'r0', key: 'qty' });
    const r0 = vi.fn();
    const r1 = vi.fn();
    store.subscribeRow('r0', r0);
    store.subscribeRow('r1', r1);
    store.setActive({ id: 'r1', key: 'qty' });
    expect(store.getRow('r0')?.activeKey).toBeNull();
    expect(store.getRow('r1')?.activeKey).toBe('qty');
    expect(r0).toHaveBeenCalledTimes(1);
    expect(r1).toHaveBeenCalledTimes(1);
    store.setActive(null);
    expect(store.getActive()).toBeNull();
  });

  it('inserts and removes rows, remembering the deleted ids of saved rows', () => {
    const store = new TableStore();
    store.reset(rows(3));
    store.insert([{ id: 'new_1' }], 1);
    expect(store.getIds()).toEqual(['r0', 'new_1', 'r1', 'r2']);
    store.setSelected(['r1']);
    store.remove(['r1', 'new_1'], (id) => !id.startsWith('new_'));
    expect(store.getIds()).toEqual(['r0', 'r2']);
    expect(store.getDeletedIds()).toEqual(['r1']);
    expect(store.getSelectedIds()).toEqual([]);
    store.reset(rows(1));
    expect(store.getDeletedIds()).toEqual([]);
  });
});
