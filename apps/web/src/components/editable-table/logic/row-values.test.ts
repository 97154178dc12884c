import { describe, expect, it } from 'vitest';
import type { EditableColumn } from '../types';
import { checkboxValues, createRow, isChecked, isNewRowId, newRowId, rowIdsOf } from './row-values';

const columns: EditableColumn[] = [
  { key: 'unit', title: '单位', type: 'select', defaultValue: 'kg' },
  { key: 'ok', title: '合格', type: 'checkbox', customValue: ['1', '0'], defaultChecked: true },
  { key: 'flag', title: '标记', type: 'checkbox' },
  { key: 'when', title: '时间', type: 'datetime', defaultValue: () => '2026-03-05 08:00:00' },
  { key: 'amount', title: '金额', type: 'slot' },
];

describe('new rows (spec §3)', () => {
  it('get a temporary id and the column defaults', () => {
    const row = createRow(columns);
    expect(isNewRowId(row.id)).toBe(true);
    expect(row).toEqual({ id: row.id, unit: 'kg', ok: '1', flag: false, when: '2026-03-05 08:00:00' });
  });

  it('keep given values and a given id', () => {
    expect(createRow(columns, { id: 'saved-1', unit: 't' })).toMatchObject({ id: 'saved-1', unit: 't', ok: '1' });
    expect(isNewRowId('saved-1')).toBe(false);
    expect(newRowId()).not.toBe(newRowId());
  });
});

describe('checkbox customValue (spec §3)', () => {
  it('defaults to true / false and compares loosely', () => {
    expect(checkboxValues(columns[2])).toEqual([true, false]);
    expect(isChecked('1', columns[1])).toBe(true);
    expect(isChecked(1, columns[1])).toBe(true);
    expect(isChecked('0', columns[1])).toBe(false);
    expect(isChecked(true, columns[2])).toBe(true);
  });
});

describe('removeRows argument (spec §8)', () => {
  it('takes an id, a row or a list of them', () => {
    expect(rowIdsOf('a')).toEqual(['a']);
    expect(rowIdsOf({ id: 'b', name: 'x' })).toEqual(['b']);
    expect(rowIdsOf(['a', { id: 'b' }])).toEqual(['a', 'b']);
    expect(rowIdsOf([])).toEqual([]);
  });

  it('throws for anything else', () => {
    expect(() => rowIdsOf(3)).toThrow(TypeError);
    expect(() => rowIdsOf(null)).toThrow('removeRows');
    expect(() => rowIdsOf([{ name: 'no id' }])).toThrow(TypeError);
  });
});
