import { describe, expect, it } from 'vitest';
import { addMonths, drillState } from './recall-drill.ts';

describe('mock recall drill dates', () => {
  it('adds months keeping the day where the month has it', () => {
    expect(addMonths('2026-11-09', 12)).toBe('2027-11-09');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('says whether a drill is done, due within 30 days, overdue or never held', () => {
    expect(drillState(null, '2026-11-29')).toBe('NEVER');
    expect(drillState('2027-11-09', '2026-11-29')).toBe('DONE');
    expect(drillState('2026-12-29', '2026-11-29')).toBe('SOON');
    expect(drillState('2026-12-30', '2026-11-29')).toBe('DONE');
    expect(drillState('2026-11-29', '2026-11-29')).toBe('SOON');
    expect(drillState('2026-11-28', '2026-11-29')).toBe('OVERDUE');
  });
});
