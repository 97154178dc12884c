import { describe, expect, it } from 'vitest';
import { EDITABLE_TABLE } from '@foodtrace/contracts';
import { computeWindow, scrollOffsetFor } from './virtual-window';

const base = { rowHeight: EDITABLE_TABLE.rowHeight, overscan: EDITABLE_TABLE.overscanRows, viewportHeight: 292 };

describe('virtual window (spec §9: 61 px rows, about 9 rows beyond the visible ones)', () => {
  it('renders the visible rows plus 9 below at the top', () => {
    expect(computeWindow({ ...base, scrollTop: 0, rowCount: 10_000 })).toEqual({ start: 0, end: 14 });
  });

  it('renders 9 above and 9 below in the middle, whatever the row count', () => {
    const w = computeWindow({ ...base, scrollTop: 61 * 5000 + 30, rowCount: 10_000 });
    expect(w).toEqual({ start: 4991, end: 5015 });
    expect(w.end - w.start).toBeLessThanOrEqual(Math.ceil(292 / 61) + 1 + 18);
    const huge = computeWindow({ ...base, scrollTop: 61 * 500_000 + 30, rowCount: 1_000_000 });
    expect(huge.end - huge.start).toBe(w.end - w.start);
  });

  it('stops at the last row and copes with small tables and odd input', () => {
    expect(computeWindow({ ...base, scrollTop: 61 * 9998, rowCount: 10_000 })).toEqual({ start: 9989, end: 10_000 });
    expect(computeWindow({ ...base, scrollTop: 0, rowCount: 3 })).toEqual({ start: 0, end: 3 });
    expect(computeWindow({ ...base, scrollTop: -50, rowCount: 3 })).toEqual({ start: 0, end: 3 });
    expect(computeWindow({ ...base, scrollTop: 0, rowCount: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('scrolls a row into view only when it is not', () => {
    expect(scrollOffsetFor(0, 0, 292, 61)).toBeNull();
    expect(scrollOffsetFor(10, 0, 292, 61)).toBe(61 * 11 - 292);
    expect(scrollOffsetFor(2, 610, 292, 61)).toBe(122);
  });
});
