import { describe, expect, it } from 'vitest';
import { headerCheckState, isRowDisabled, selectableIds, toggleAll } from './selection';

describe('disabledRows (spec §4)', () => {
  it('matches a value or any of a list', () => {
    expect(isRowDisabled({ id: '1', status: 'POSTED' }, { status: 'POSTED' })).toBe(true);
    expect(isRowDisabled({ id: '1', status: 'DRAFT' }, { status: ['POSTED', 'VOID'] })).toBe(false);
    expect(isRowDisabled({ id: '1', status: 'VOID' }, { status: ['POSTED', 'VOID'] })).toBe(true);
    expect(isRowDisabled({ id: '1', a: 1, b: 2 }, { a: 9, b: 2 })).toBe(true);
    expect(isRowDisabled({ id: '1' }, undefined)).toBe(false);
  });
});

describe('select-all and the header checkbox (spec §4)', () => {
  const disabled = new Set(['b']);
  const ids = ['a', 'b', 'c'];

  it('selects only enabled rows, and clears when all of them are selected', () => {
    const selectable = selectableIds(ids, (id) => disabled.has(id));
    expect(selectable).toEqual(['a', 'c']);
    expect([...toggleAll(new Set(), selectable)]).toEqual(['a', 'c']);
    expect([...toggleAll(new Set(['a']), selectable)]).toEqual(['a', 'c']);
    expect([...toggleAll(new Set(['a', 'c']), selectable)]).toEqual([]);
  });

  it('is indeterminate when some but not all enabled rows are selected', () => {
    expect(headerCheckState(0, 2)).toEqual({ checked: false, indeterminate: false, disabled: false });
    expect(headerCheckState(1, 2)).toEqual({ checked: false, indeterminate: true, disabled: false });
    expect(headerCheckState(2, 2)).toEqual({ checked: true, indeterminate: false, disabled: false });
    expect(headerCheckState(0, 0)).toEqual({ checked: false, indeterminate: false, disabled: true });
  });
});
