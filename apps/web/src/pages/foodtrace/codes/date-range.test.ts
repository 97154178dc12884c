import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { datePresets, dayRange } from './date-range';

describe('code date ranges', () => {
  it('covers whole days', () => {
    expect(dayRange(dayjs('2026-11-16 13:00:00'), dayjs('2026-11-22 08:00:00'))).toEqual(['2026-11-16 00:00:00', '2026-11-22 23:59:59']);
  });

  it('offers today, the last 7 and 30 days and this month', () => {
    const p = datePresets(dayjs('2026-11-22 10:00:00'));
    expect(p.week[0].format('YYYY-MM-DD')).toBe('2026-11-16');
    expect(p.month[0].format('YYYY-MM-DD')).toBe('2026-10-24');
    expect(p.thisMonth[0].format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(p.today[1].format('YYYY-MM-DD')).toBe('2026-11-22');
  });
});
