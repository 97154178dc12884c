import { describe, expect, it } from 'vitest';
import { calibrationValidUntil } from './instrument.ts';

describe('calibrationValidUntil', () => {
  it('ends the day before the same date a cycle later, as the certificates write it', () => {
    expect(calibrationValidUntil('2026-03-10', 12)).toBe('2027-03-09');
    expect(calibrationValidUntil('2026-11-01', 6)).toBe('2027-04-30');
    expect(calibrationValidUntil('2026-12-15', 1)).toBe('2027-01-14');
    expect(calibrationValidUntil('2025-06-30', 24)).toBe('2027-06-29');
  });

  it('takes the last day of a shorter month, and leap years', () => {
    expect(calibrationValidUntil('2026-01-31', 1)).toBe('2026-02-27');
    expect(calibrationValidUntil('2027-02-29', 12)).toBeNull(); // no such day: the pattern passes, the date does not
    expect(calibrationValidUntil('2028-02-29', 12)).toBe('2029-02-27');
    expect(calibrationValidUntil('2027-03-31', 11)).toBe('2028-02-28');
  });

  it('answers nothing without a date or a whole cycle', () => {
    expect(calibrationValidUntil('', 12)).toBeNull();
    expect(calibrationValidUntil('2026-03-10', 0)).toBeNull();
    expect(calibrationValidUntil('2026-03-10', 1.5)).toBeNull();
  });
});
