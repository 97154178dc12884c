import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { describeCron } from './describe-cron';
import { nextRuns } from './next-runs';

const from = new Date(2026, 0, 1, 0, 0, 0);
const runs = (expr: string, start = from, count = 5) => nextRuns(expr, count, start).map((d) => dayjs(d).format('YYYY-MM-DD HH:mm:ss'));

describe('next runs (hand-computed)', () => {
  it('n days before the end of the month: L-3 is the last day minus 3', () => {
    expect(runs('0 0 12 L-3 * ? *')).toEqual([
      '2026-01-28 12:00:00', '2026-02-25 12:00:00', '2026-03-28 12:00:00', '2026-04-27 12:00:00', '2026-05-28 12:00:00',
    ]);
  });

  it('L-n with several times a day, a month restriction and a leap year', () => {
    expect(runs('0 0 8,20 L-1 * ? *', from, 3)).toEqual(['2026-01-30 08:00:00', '2026-01-30 20:00:00', '2026-02-27 08:00:00']);
    expect(runs('0 0 12 L-3 2 ? *', from, 3)).toEqual(['2026-02-25 12:00:00', '2027-02-25 12:00:00', '2028-02-26 12:00:00']);
    // Only months of 31 days have a day 30 days before their end; 1 January 00:00 itself has passed.
    expect(runs('0 0 0 L-30 * ? *')).toEqual([
      '2026-03-01 00:00:00', '2026-05-01 00:00:00', '2026-07-01 00:00:00', '2026-08-01 00:00:00', '2026-10-01 00:00:00',
    ]);
  });

  it('the last Friday of each month of 2026 (6L, Quartz weekday numbers)', () => {
    expect(runs('0 15 10 ? * 6L 2026')).toEqual([
      '2026-01-30 10:15:00', '2026-02-27 10:15:00', '2026-03-27 10:15:00', '2026-04-24 10:15:00', '2026-05-29 10:15:00',
    ]);
    expect(runs('0 15 10 ? * 6L 2026', new Date(2026, 11, 1))).toEqual(['2026-12-25 10:15:00']);
  });

  it('the third Monday (2#3)', () => {
    expect(runs('0 0 8 ? * 2#3 *')).toEqual([
      '2026-01-19 08:00:00', '2026-02-16 08:00:00', '2026-03-16 08:00:00', '2026-04-20 08:00:00', '2026-05-18 08:00:00',
    ]);
  });

  it('Quartz steps with a numeric start, which croner alone refuses', () => {
    expect(runs('0/30 * * * * ? *', from, 3)).toEqual(['2026-01-01 00:00:30', '2026-01-01 00:01:00', '2026-01-01 00:01:30']);
    expect(runs('0 0 0 ? * 2/3 *', from, 3)).toEqual(['2026-01-05 00:00:00', '2026-01-08 00:00:00', '2026-01-12 00:00:00']);
    expect(runs('0 0 9 LW * ? *', from, 3)).toEqual(['2026-01-30 09:00:00', '2026-02-27 09:00:00', '2026-03-31 09:00:00']);
    expect(runs('0 0 9 15W * ? *', new Date(2026, 1, 1), 1)).toEqual(['2026-02-16 09:00:00']); // 15 Feb 2026 is a Sunday
  });

  it('is empty for a schedule that has ended', () => {
    expect(runs('0 0 0 * * ? 2019')).toEqual([]);
  });
});

describe('describeCron', () => {
  it('reads Quartz expressions in Chinese', () => {
    expect(describeCron('0 0 8 ? * 2#3 *')).toBe('在08:00, 限每月的第三个 星期一');
    expect(describeCron('0 15 10 ? * 6L 2026')).toBe('在10:15, 限每月的最后一个星期五, 仅于 2026 年');
    expect(describeCron('0 0 12 L-3 * ? *')).toBe('在12:00, 限每月最后一天之前的第3天');
  });

  it('gives nothing for text it cannot read', () => {
    expect(describeCron('not a cron')).toBe('');
  });
});
