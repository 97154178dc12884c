import { describe, expect, it } from 'vitest';
import { canMoveDown, canMoveUp, insertAfter, moveDown, moveItem, moveUp, orderNumberChanges } from './row-order';

const ids = ['a', 'b', 'c', 'd'];

describe('move bounds (spec §4: not above the first row or below the last)', () => {
  it('knows the bounds', () => {
    expect(canMoveUp(0)).toBe(false);
    expect(canMoveUp(1)).toBe(true);
    expect(canMoveDown(3, 4)).toBe(false);
    expect(canMoveDown(2, 4)).toBe(true);
    expect(canMoveDown(-1, 4)).toBe(false);
  });

  it('moves within the bounds and leaves the list otherwise', () => {
    expect(moveUp(ids, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveUp(ids, 0)).toEqual(ids);
    expect(moveDown(ids, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveDown(ids, 3)).toEqual(ids);
  });

  it('drags an item to another position', () => {
    expect(moveItem(ids, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(ids, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(ids, 0, 9)).toEqual(ids);
  });

  it('inserts below a row or at the end', () => {
    expect(insertAfter(ids, 1, ['x'])).toEqual(['a', 'b', 'x', 'c', 'd']);
    expect(insertAfter(ids, -1, ['x'])).toEqual([...ids, 'x']);
    expect(insertAfter(ids, 3, ['x', 'y'])).toEqual([...ids, 'x', 'y']);
  });
});

describe('orderNum renumbering (spec §3: numbered from 1)', () => {
  it('gives only the rows whose number changes, within the touched range', () => {
    const current: Record<string, number> = { a: 1, b: 2, c: 3, d: 4 };
    const moved = moveItem(ids, 3, 1); // a d b c
    expect(orderNumberChanges(moved, (id) => current[id], 1, 3)).toEqual([['d', 2], ['b', 3], ['c', 4]]);
    expect(orderNumberChanges(ids, (id) => current[id])).toEqual([]);
    expect(orderNumberChanges(['x', 'y'], () => undefined)).toEqual([['x', 1], ['y', 2]]);
    expect(orderNumberChanges([], () => 1)).toEqual([]);
  });
});
