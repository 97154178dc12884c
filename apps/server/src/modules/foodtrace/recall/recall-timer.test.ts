import { describe, expect, it } from 'vitest';
import { parseWireTime } from '../../../platform/db/time.ts';
import { addWorkingDays, recallTimer } from './recall-timer.ts';

const tz = 'Asia/Shanghai';
const at = (text: string) => parseWireTime(text, tz)!;

describe('recall timer', () => {
  it('skips weekends when it counts working days', () => {
    // Friday 2026-11-20 10:00 + 1 working day = Monday 23rd; + 10 = Friday 4 December
    expect(addWorkingDays(at('2026-11-20 10:00:00'), 1, tz)).toBe(at('2026-11-23 10:00:00'));
    expect(addWorkingDays(at('2026-11-20 10:00:00'), 10, tz)).toBe(at('2026-12-04 10:00:00'));
    expect(addWorkingDays(at('2026-11-21 09:00:00'), 1, tz)).toBe(at('2026-11-23 09:00:00')); // from a Saturday
  });

  it('skips the public holidays of the calendar and counts its make-up working days', () => {
    // A Spring-Festival-shaped week (test data, not an official notice): off Mon 16 – Mon 23 February, worked Sat 14 and Sat 28.
    const calendar = {
      holidays: new Set(['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-23']),
      workdays: new Set(['2026-02-14', '2026-02-28']),
    };
    const friday = at('2026-02-13 10:00:00');
    expect(addWorkingDays(friday, 1, tz, calendar)).toBe(at('2026-02-14 10:00:00'));
    expect(addWorkingDays(friday, 2, tz, calendar)).toBe(at('2026-02-24 10:00:00'));
    expect(addWorkingDays(friday, 10, tz, calendar)).toBe(at('2026-03-05 10:00:00'));
    expect(addWorkingDays(friday, 10, tz)).toBe(at('2026-02-27 10:00:00')); // weekends only
  });

  it('times a mock recall against four hours, a real one against its level', () => {
    const start = at('2026-11-25 08:00:00');
    const mock = recallTimer({ recallType: 'MOCK', recallLevel: null, createTime: start, closedTime: at('2026-11-25 11:30:00') }, tz);
    expect(mock).toMatchObject({ elapsedMinutes: 210, deadline: '2026-11-25 12:00:00', overdue: false, target: '4 小时内完成追溯' });
    expect(recallTimer({ recallType: 'MOCK', recallLevel: null, createTime: start, closedTime: null }, tz, at('2026-11-25 12:01:00')).overdue).toBe(true);
    const level2 = recallTimer({ recallType: 'REAL', recallLevel: '2', createTime: start, closedTime: null }, tz, start + 60_000);
    expect(level2).toMatchObject({ deadline: '2026-12-23 08:00:00', overdue: false, target: '20 个工作日内完成召回', endedAt: null });
    expect(recallTimer({ recallType: 'REAL', recallLevel: null, createTime: start, closedTime: null }, tz, start).target).toContain('未定级');
  });
});
