import { describe, expect, it } from 'vitest';
import { isRestDay, justEnded, restDaysOf, riskItemSummary, safetyCheckGaps, safetyCheckWindowStart, weekStart } from './safety-check.ts';

// 2026-12-09 is a Wednesday: its week runs from Monday 12-07 to Sunday 12-13
const TODAY = '2026-12-09';
const daily = (checkDate: string) => ({ kind: 'DAILY', checkDate });

describe('safetyCheckGaps', () => {
  it('asks no 日管控 on a 停产日 — a date off, or a weekday off every week — and the week\'s and month\'s all the same', () => {
    // Sundays off, and a repair shutdown on Tuesday 12-01; today (Wednesday) is a working day
    const rest = restDaysOf(['7', '2026-12-01', '2026/12/02', ' 8 ']);
    expect([...rest.weekdays]).toEqual([7]);
    expect([...rest.dates]).toEqual(['2026-12-01']);
    expect(['2026-12-06', '2026-12-01', '2026-12-02', '2026-12-07'].map((d) => isRestDay(rest, d))).toEqual([true, true, false, false]);
    const gaps = safetyCheckGaps([daily('2026-11-30')], '2026-11-30', TODAY, rest);
    expect(gaps.filter((g) => g.kind === 'DAILY').map((g) => `${g.period} ${g.state}`)).toEqual([
      '2026-12-09 DUE', '2026-12-08 MISSING', '2026-12-07 MISSING', '2026-12-05 MISSING', '2026-12-04 MISSING', '2026-12-03 MISSING', '2026-12-02 MISSING',
    ]);
    // this week's and month's due, last week's 排查 and November's 纪要 missing
    expect(gaps.filter((g) => g.kind !== 'DAILY').map((g) => `${g.kind} ${g.state}`)).toEqual(['WEEKLY DUE', 'MONTHLY DUE', 'WEEKLY MISSING', 'MONTHLY MISSING']);
    // on a day off, today's is not due either
    expect(safetyCheckGaps([], null, TODAY, restDaysOf(['3'])).map((g) => g.kind)).toEqual(['WEEKLY', 'MONTHLY']);
  });

  it('tells a plant that has kept nothing only what is due now', () => {
    expect(safetyCheckGaps([], null, TODAY)).toEqual([
      { kind: 'DAILY', state: 'DUE', period: '2026-12-09', checkDate: '2026-12-09' },
      { kind: 'WEEKLY', state: 'DUE', period: '2026-12-07 至 2026-12-13', checkDate: '2026-12-09' },
      { kind: 'MONTHLY', state: 'DUE', period: '2026-12', checkDate: '2026-12-09' },
    ]);
  });

  it('finds each period without its record from the first record on, latest first, dated for a late entry', () => {
    const records = [
      daily('2026-12-09'), daily('2026-12-08'), daily('2026-12-06'), daily('2026-11-20'),
      { kind: 'WEEKLY', checkDate: '2026-12-04' }, { kind: 'WEEKLY', checkDate: '2026-11-19' },
      { kind: 'MONTHLY', checkDate: '2026-12-01' },
    ];
    const gaps = safetyCheckGaps(records, '2026-11-20', TODAY);
    // today's 日管控 and this month's 调度 (12-01) are in; this week's 排查 is not yet
    expect(gaps.filter((g) => g.state === 'DUE').map((g) => g.kind)).toEqual(['WEEKLY']);
    const missing = gaps.filter((g) => g.state === 'MISSING');
    // the days between 11-20 and 12-09 with no 日管控: 12-07, then 12-05 back to 11-21
    expect(missing.filter((g) => g.kind === 'DAILY').map((g) => g.period)).toEqual([
      '2026-12-07', ...Array.from({ length: 15 }, (_, i) => `2026-${i < 5 ? '12' : '11'}-${String(i < 5 ? 5 - i : 35 - i).padStart(2, '0')}`),
    ]);
    // weeks: 11-30 – 12-06 held one (12-04), 11-23 – 11-29 none, 11-16 – 11-22 one (11-19); earlier weeks ended before 11-20
    expect(missing.filter((g) => g.kind === 'WEEKLY')).toEqual([{ kind: 'WEEKLY', state: 'MISSING', period: '2026-11-23 至 2026-11-29', checkDate: '2026-11-29' }]);
    // November ended after the first record and holds no 调度; October ended before it
    expect(missing.filter((g) => g.kind === 'MONTHLY')).toEqual([{ kind: 'MONTHLY', state: 'MISSING', period: '2026-11', checkDate: '2026-11-30' }]);
  });

  it('looks back a month of days, two months of weeks and half a year of months', () => {
    const gaps = safetyCheckGaps([], '2020-01-01', TODAY).filter((g) => g.state === 'MISSING');
    expect(gaps.filter((g) => g.kind === 'DAILY')).toHaveLength(30);
    expect(gaps.filter((g) => g.kind === 'WEEKLY').map((g) => g.period).at(-1)).toBe('2026-10-12 至 2026-10-18');
    expect(gaps.filter((g) => g.kind === 'MONTHLY').map((g) => g.period)).toEqual(['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06']);
    // a January looks back into the year before
    expect(safetyCheckGaps([], '2020-01-01', '2027-01-15').filter((g) => g.kind === 'MONTHLY' && g.state === 'MISSING')[0]).toMatchObject({ period: '2026-12', checkDate: '2026-12-31' });
    expect(safetyCheckWindowStart(TODAY)).toBe('2026-06-01');
  });

  it('starts a week on Monday', () => {
    expect(['2026-12-07', '2026-12-09', '2026-12-13'].map(weekStart)).toEqual(['2026-12-07', '2026-12-07', '2026-12-07']);
    expect(weekStart('2026-12-14')).toBe('2026-12-14');
  });

  it('tells the periods that ended last from the older ones (the morning reminder\'s news)', () => {
    const ended = safetyCheckGaps([], '2020-01-01', TODAY).filter((g) => justEnded(g, TODAY)).map((g) => g.period);
    expect(ended).toEqual(['2026-12-08', '2026-11-30 至 2026-12-06', '2026-11']);
  });
});

describe('riskItemSummary (风险项统计)', () => {
  it('counts each item checked and found wanting, the most found first, then in the list\'s order, with items the list no longer has', () => {
    const check = (checkDate: string, result: string, riskItems: string | null, nonConformItems: string | null) => ({ checkDate, result, riskItems, nonConformItems });
    const out = riskItemSummary(['INTAKE', 'HYGIENE', 'PEST'], [
      check('2026-12-01', 'NONE', 'INTAKE,HYGIENE,PEST', null),
      check('2026-12-02', 'FIXED', 'INTAKE,HYGIENE,PEST', 'PEST'),
      check('2026-12-05', 'OPEN', 'PEST,OLD', 'PEST,OLD'),
      check('2026-12-06', 'NONE', null, null),
    ]);
    expect(out).toEqual([
      { item: 'PEST', checks: 3, findings: 2, open: 1, lastFound: '2026-12-05' },
      { item: 'OLD', checks: 1, findings: 1, open: 1, lastFound: '2026-12-05' },
      { item: 'INTAKE', checks: 2, findings: 0, open: 0, lastFound: null },
      { item: 'HYGIENE', checks: 2, findings: 0, open: 0, lastFound: null },
    ]);
  });
});
