import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditableColumn } from '../types';
import { TableController, type CellUploader, type ControllerOptions } from './table-controller';

const columns: EditableColumn[] = [
  { key: 'lot', title: '批号', type: 'input', validateRules: [{ required: true }, { unique: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: 'sum' },
  { key: 'file', title: '附件', type: 'file' },
];

function make(extra: Partial<ControllerOptions> = {}) {
  const c = new TableController({ columns, disabled: false, orderKey: 'orderNum', uploader: vi.fn(), ...extra });
  c.store.reset([
    { id: 'a', lot: 'L1', qty: 1, orderNum: 1 },
    { id: 'b', lot: 'L2', qty: 2, orderNum: 2, status: 'POSTED' },
    { id: 'c', lot: 'L3', qty: 3, orderNum: 3 },
  ]);
  return c;
}
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('TableController: edits and validation (spec §5)', () => {
  it('validates at once on input and change', async () => {
    const c = make();
    c.change('a', 'lot', '', 'input');
    await vi.advanceTimersByTimeAsync(0);
    expect(c.store.getRow('a')?.errors.lot).toBe('批号不能为空');
    c.change('a', 'lot', 'L3', 'change');
    await vi.advanceTimersByTimeAsync(0);
    expect(c.store.getRow('a')?.errors.lot).toBe('批号不能重复');
  });

  it('validates on blur 100 ms later', async () => {
    const c = make();
    c.store.setValues('a', { lot: '' });
    c.blur('a', 'lot');
    await vi.advanceTimersByTimeAsync(99);
    expect(c.store.getRow('a')?.errors.lot).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(c.store.getRow('a')?.errors.lot).toBe('批号不能为空');
  });

  it('clears a stale unique error of another row once the duplicate is fixed', async () => {
    const c = make();
    c.change('a', 'lot', 'L3');
    c.change('c', 'lot', 'L3');
    await vi.advanceTimersByTimeAsync(0);
    expect(c.store.getRow('a')?.errors.lot).toBe('批号不能重复');
    c.change('c', 'lot', 'L9');
    await vi.advanceTimersByTimeAsync(0);
    expect(c.store.getRow('a')?.errors.lot).toBeUndefined();
  });

  it('reports the first failing row of a table-level validation and marks every failing cell', async () => {
    const c = make();
    c.store.setValues('b', { lot: '' });
    c.store.setValues('c', { lot: 'L1' });
    const failure = c.validateAll();
    await vi.advanceTimersByTimeAsync(0);
    await expect(failure).resolves.toEqual({ index: 0, rowId: 'a', key: 'lot', message: '批号不能重复' });
    expect(c.store.getRow('b')?.errors.lot).toBe('批号不能为空');
    expect(c.store.getRow('c')?.errors.lot).toBe('批号不能重复');
  });

  it('tells the parent about each change', () => {
    const onValueChange = vi.fn();
    const c = make({ onValueChange });
    c.change('a', 'qty', 5);
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ value: 5, oldValue: 1, column: columns[1] }));
  });
});

describe('TableController: rows (spec §4)', () => {
  it('refuses a second add within 1500 ms', async () => {
    const c = make();
    expect(c.addFromButton()).not.toBe(false);
    expect(c.addFromButton()).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(c.addFromButton()).not.toBe(false);
    expect(c.store.size()).toBe(5);
  });

  it('inserts below, numbering orderNum from 1', () => {
    const c = make();
    const id = c.insertBelow('a');
    expect(c.store.getIds()).toEqual(['a', id, 'b', 'c']);
    expect(c.store.getValues().map((r) => r.orderNum)).toEqual([1, 2, 3, 4]);
  });

  it('moves within the bounds and by drag, renumbering', () => {
    const c = make();
    c.moveUp('a');
    c.moveDown('c');
    expect(c.store.getIds()).toEqual(['a', 'b', 'c']);
    c.moveDown('a');
    expect(c.store.getIds()).toEqual(['b', 'a', 'c']);
    c.moveTo('c', 'b');
    expect(c.store.getIds()).toEqual(['c', 'b', 'a']);
    expect(c.store.getValues().map((r) => [r.id, r.orderNum])).toEqual([['c', 1], ['b', 2], ['a', 3]]);
  });

  it('removes rows and remembers the ids of saved ones', () => {
    const c = make();
    const fresh = c.addRows()[0];
    c.removeRows(['a', fresh]);
    expect(c.store.getDeletedIds()).toEqual(['a']);
    expect(c.store.getValues().map((r) => r.orderNum)).toEqual([1, 2]);
  });

  it('selects only enabled rows', () => {
    const c = make({ disabledRows: { status: 'POSTED' } });
    c.toggleAll();
    expect(c.store.getSelectedIds()).toEqual(['a', 'c']);
    c.toggleRow('b', true);
    expect(c.store.getSelectedIds()).toEqual(['a', 'c']);
    c.toggleAll();
    expect(c.store.getSelectedIds()).toEqual([]);
  });
});

describe('TableController: uploads (spec §4 Upload, §8)', () => {
  it('goes uploading → done with the path in the cell', async () => {
    let progress: (p: number) => void = () => undefined;
    let finish: (path: string) => void = () => undefined;
    const uploader: CellUploader = (_f, _c, onProgress) => { progress = onProgress; return new Promise((r) => { finish = r; }); };
    const c = make({ uploader });
    c.upload('a', 'file', new File(['x'], '合格证明.pdf'));
    progress(40);
    expect(c.store.getRow('a')?.uploads.file).toEqual({ status: 'uploading', percent: 40, name: '合格证明.pdf' });
    finish('temp/合格证明.pdf');
    await flush();
    expect(c.store.getRow('a')?.uploads.file?.status).toBe('done');
    expect(c.store.getData('a')?.file).toBe('temp/合格证明.pdf');
    c.clearUpload('a', 'file');
    expect(c.store.getData('a')?.file).toBe('');
  });

  it('goes to error with the message', async () => {
    const c = make({ uploader: () => Promise.reject(new Error('文件类型不允许')) });
    c.upload('a', 'file', new File(['x'], 'a.exe'));
    await flush();
    expect(c.store.getRow('a')?.uploads.file).toMatchObject({ status: 'error', message: '文件类型不允许' });
  });
});

describe('TableController: other instances (spec §4 real-time table socket)', () => {
  it('merges a known row by id and ignores unknown ids, without sending anything', async () => {
    const onRowCommit = vi.fn();
    const c = make({ onRowCommit });
    c.mergeRemote({ id: 'a', lot: 'L7', qty: 10 });
    c.mergeRemote({ id: 'zz', lot: 'X' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.store.getData('a')).toMatchObject({ lot: 'L7', qty: 10 });
    expect(c.store.size()).toBe(3);
    expect(onRowCommit).not.toHaveBeenCalled();
  });

  it('highlights a merged row for 1400 ms (spec §9 reload effect)', async () => {
    const c = make();
    c.mergeRemote({ id: 'a', lot: 'L7' });
    expect(c.store.getRow('a')?.reloaded).toBe(true);
    await vi.advanceTimersByTimeAsync(1399);
    expect(c.store.getRow('a')?.reloaded).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(c.store.getRow('a')?.reloaded).toBe(false);
  });

  it('commits a row the user changed once, 300 ms after the last keystroke', async () => {
    const onRowCommit = vi.fn();
    const c = make({ onRowCommit });
    c.change('a', 'lot', 'L', 'input');
    await vi.advanceTimersByTimeAsync(200);
    c.change('a', 'lot', 'L8', 'input');
    await vi.advanceTimersByTimeAsync(299);
    expect(onRowCommit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onRowCommit).toHaveBeenCalledTimes(1);
    expect(onRowCommit).toHaveBeenCalledWith(expect.objectContaining({ id: 'a', lot: 'L8' }));
  });
});
