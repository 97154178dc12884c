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
    const mock = recallTimer({ recallType: 'MOCK', recallLevel: null, createTime: start, closedTime: at('2026-11-25 11:30:00'), learnedTime: null }, tz);
    expect(mock).toMatchObject({ elapsedMinutes: 210, deadline: '2026-11-25 12:00:00', overdue: false, target: '4 小时内完成追溯' });
    expect(recallTimer({ recallType: 'MOCK', recallLevel: null, createTime: start, closedTime: null, learnedTime: null }, tz, at('2026-11-25 12:01:00')).overdue).toBe(true);
    const level2 = recallTimer({ recallType: 'REAL', recallLevel: '2', createTime: start, closedTime: null, learnedTime: null }, tz, start + 60_000);
    expect(level2).toMatchObject({ deadline: '2026-12-23 08:00:00', overdue: false, target: '20 个工作日内完成召回', endedAt: null });
    expect(recallTimer({ recallType: 'REAL', recallLevel: null, createTime: start, closedTime: null, learnedTime: null }, tz, start).target).toContain('未定级');
  });

  it('times the start of a real recall from when the risk was known, by level', () => {
    const start = at('2026-11-25 08:00:00');
    const real = (level: string | null, learned: string | null) =>
      recallTimer({ recallType: 'REAL', recallLevel: level, createTime: start, closedTime: null, learnedTime: learned ? at(learned) : null }, tz, start);
    expect(real('1', '2026-11-24 09:00:00').start).toEqual({
      learnedAt: '2026-11-24 09:00:00', target: '知悉风险后 24 小时内启动召回', deadline: '2026-11-25 09:00:00', lagMinutes: 1380, overdue: false,
    });
    expect(real('1', '2026-11-24 07:59:00').start).toMatchObject({ deadline: '2026-11-25 07:59:00', lagMinutes: 1441, overdue: true });
    expect(real('2', '2026-11-24 07:59:00').start).toMatchObject({ target: '知悉风险后 48 小时内启动召回', overdue: false });
    expect(real('3', '2026-11-22 08:00:00').start).toMatchObject({ target: '知悉风险后 72 小时内启动召回', deadline: '2026-11-25 08:00:00', overdue: false });
    expect(real(null, '2026-11-24 07:00:00').start).toMatchObject({ target: '知悉风险后 24 小时内启动召回', overdue: true }); // unlevelled: as level 1
    expect(real('1', null).start).toEqual({ learnedAt: null, target: '知悉风险后 24 小时内启动召回', deadline: null, lagMinutes: null, overdue: null });
    expect(recallTimer({ recallType: 'MOCK', recallLevel: null, createTime: start, closedTime: null, learnedTime: null }, tz, start).start).toBeNull();
  });
});
