import { describe, expect, it } from 'vitest';
import { formatCron } from './format.ts';
import { parseCron } from './parse.ts';
import { defaultCronState, type CronState, type DayState, type UnitState } from './state.ts';

const YEAR = 2026;
const base = () => defaultCronState(YEAR);
const parse = (expr: string) => parseCron(expr, base());
const parsed = (expr: string): CronState => {
  const r = parse(expr);
  if (!r.ok) throw new Error(r.error);
  return r.state;
};
const withUnit = (key: 'second' | 'minute' | 'hour' | 'month' | 'year', u: Partial<UnitState>): CronState => {
  const s = base();
  return { ...s, [key]: { ...s[key], ...u } };
};
const withDay = (d: Partial<DayState>): CronState => {
  const s = base();
  return { ...s, day: { ...s.day, ...d } };
};

/** Every mode of every unit (spec §4: every (1), step (2), specific (3), range (4)), with non-default inputs. */
const UNIT_CASES: Array<[string, CronState, string]> = [
  ['second every', withUnit('second', { mode: 'every' }), '* 0 0 * * ? *'],
  ['second step', withUnit('second', { mode: 'step', start: 7, step: 15 }), '7/15 0 0 * * ? *'],
  ['second specific', withUnit('second', { mode: 'specific', values: [0, 30, 45] }), '0,30,45 0 0 * * ? *'],
  ['second range', withUnit('second', { mode: 'range', from: 10, to: 20 }), '10-20 0 0 * * ? *'],
  ['minute every', withUnit('minute', { mode: 'every' }), '0 * 0 * * ? *'],
  ['minute step', withUnit('minute', { mode: 'step', start: 0, step: 60 }), '0 0/60 0 * * ? *'],
  ['minute specific', withUnit('minute', { mode: 'specific', values: [5, 59] }), '0 5,59 0 * * ? *'],
  ['minute range', withUnit('minute', { mode: 'range', from: 0, to: 59 }), '0 0-59 0 * * ? *'],
  ['hour every', withUnit('hour', { mode: 'every' }), '0 0 * * * ? *'],
  ['hour step', withUnit('hour', { mode: 'step', start: 8, step: 4 }), '0 0 8/4 * * ? *'],
  ['hour specific', withUnit('hour', { mode: 'specific', values: [9, 12, 18] }), '0 0 9,12,18 * * ? *'],
  ['hour range', withUnit('hour', { mode: 'range', from: 9, to: 17 }), '0 0 9-17 * * ? *'],
  ['month every', withUnit('month', { mode: 'every' }), '0 0 0 * * ? *'],
  ['month step', withUnit('month', { mode: 'step', start: 1, step: 3 }), '0 0 0 * 1/3 ? *'],
  ['month specific', withUnit('month', { mode: 'specific', values: [1, 7, 12] }), '0 0 0 * 1,7,12 ? *'],
  ['month range', withUnit('month', { mode: 'range', from: 3, to: 9 }), '0 0 0 * 3-9 ? *'],
  ['year every', withUnit('year', { mode: 'every' }), '0 0 0 * * ? *'],
  ['year step', withUnit('year', { mode: 'step', start: 2027, step: 2 }), '0 0 0 * * ? 2027/2'],
  ['year specific', withUnit('year', { mode: 'specific', values: [2026, 2030] }), '0 0 0 * * ? 2026,2030'],
  ['year range', withUnit('year', { mode: 'range', from: 2026, to: 2119 }), '0 0 0 * * ? 2026-2119'],
];

/** Every day mode of spec §4 with its output token (`?`, `L`, `LW`, `nL`, `L-n`, `nW`, `d#n`, lists, steps, ranges). */
const DAY_CASES: Array<[string, CronState, string]> = [
  ['every day', withDay({ mode: 'every' }), '0 0 0 * * ? *'],
  ['every n days of the week from a weekday', withDay({ mode: 'weekdayStep', weekdayStart: 2, weekdayStep: 3 }), '0 0 0 ? * 2/3 *'],
  ['every n days from a start day', withDay({ mode: 'dayStep', dayStart: 5, dayStep: 10 }), '0 0 0 5/10 * ? *'],
  ['specific weekdays', withDay({ mode: 'weekdays', weekdays: [2, 4, 6] }), '0 0 0 ? * 2,4,6 *'],
  ['specific days', withDay({ mode: 'days', days: [1, 15, 31] }), '0 0 0 1,15,31 * ? *'],
  ['a weekday range', withDay({ mode: 'weekdayRange', weekdayFrom: 2, weekdayTo: 6 }), '0 0 0 ? * 2-6 *'],
  ['a day range', withDay({ mode: 'dayRange', dayFrom: 10, dayTo: 20 }), '0 0 0 10-20 * ? *'],
  ['last day of month', withDay({ mode: 'lastDay' }), '0 0 0 L * ? *'],
  ['last weekday (workday) of month', withDay({ mode: 'lastWorkday' }), '0 0 0 LW * ? *'],
  ['last given weekday of month', withDay({ mode: 'lastWeekday', lastWeekday: 6 }), '0 0 0 ? * 6L *'],
  ['n days before month end', withDay({ mode: 'beforeMonthEnd', beforeMonthEnd: 3 }), '0 0 0 L-3 * ? *'],
  ['nearest weekday to a day', withDay({ mode: 'nearestWorkday', nearestWorkday: 15 }), '0 0 0 15W * ? *'],
  ['nth given weekday of month', withDay({ mode: 'nthWeekday', nthWeekday: 2, nth: 3 }), '0 0 0 ? * 2#3 *'],
];

describe('cron format and parse', () => {
  describe.each([...UNIT_CASES, ...DAY_CASES])('%s', (_name, state, expr) => {
    it('formats to the expression', () => expect(formatCron(state)).toBe(expr));
    it('parse(format(state)) gives the state back', () => expect(parsed(formatCron(state))).toEqual(state));
    it('format(parse(expr)) gives the expression back', () => expect(formatCron(parsed(expr))).toBe(expr));
  });

  it('formats the defaults as every day at midnight, with the spec default step 5 from 3 behind the step radio', () => {
    const s = base();
    expect(formatCron(s)).toBe('0 0 0 * * ? *');
    expect(s.second).toMatchObject({ start: 3, step: 5 });
    expect(formatCron({ ...s, second: { ...s.second, mode: 'step' } })).toBe('3/5 0 0 * * ? *');
  });

  it('reads the JeecgBoot and Quartz spellings it meets in stored jobs', () => {
    expect(formatCron(parsed('0 0 12 * * ?'))).toBe('0 0 12 * * ? *'); // six fields: every year
    expect(formatCron(parsed('*/5 * * * * ? *'))).toBe('0/5 * * * * ? *');
    expect(formatCron(parsed('0 0 9 ? JAN,jul MON-FRI'))).toBe('0 0 9 ? 1,7 2-6 *');
    expect(formatCron(parsed('0 0 8 * * 2#1 *'))).toBe('0 0 8 ? * 2#1 *'); // `*` beside a weekday choice
    expect(formatCron(parsed('0 0 8 1 * * *'))).toBe('0 0 8 1 * ? *');
    expect(formatCron(parsed('0 0 8 * * * *'))).toBe('0 0 8 * * ? *');
    expect(formatCron(parsed('30,0,30 0 0 * * ? *'))).toBe('0,30 0 0 * * ? *');
    expect(parsed('0 0 0 ? * L *').day).toMatchObject({ mode: 'weekdays', weekdays: [7] });
  });

  it('keeps the inputs of the other modes when reading an expression', () => {
    const s = parsed('0 0 12 L-3 * ? *');
    expect(s.day).toEqual({ ...base().day, mode: 'beforeMonthEnd', beforeMonthEnd: 3 });
    expect(s.hour).toEqual({ ...base().hour, mode: 'specific', values: [12] });
  });

  it.each([
    ['', '请输入表达式'],
    ['0 0 12 * *', '表达式须由 6 或 7 个以空格分隔的字段组成（秒 分 时 日 月 周 [年]）'],
    ['60 0 0 * * ? *', '秒的取值范围是 0-59'],
    ['0 0 24 * * ? *', '小时的取值范围是 0-23'],
    ['0 0 0 * 13 ? *', '月的取值范围是 1-12'],
    ['0 0 0 * 0/5 ? *', '月的取值范围是 1-12'],
    ['0 0 0 ? * 8 *', '星期的取值范围是 1-7'],
    ['0 0 0 ? * 2#6 *', '星期的取值范围是 1-5'],
    ['0 0 0 1 * 2 *', '日与星期不能同时指定，其中一个必须为 ?'],
    ['0 0 0 ? * ? *', '日与星期不能都为 ?'],
    ['? 0 0 * * ? *', '秒字段不能为 ?'],
    ['0 0 0 1-5/2 * ? *', '无法识别的日字段：1-5/2'],
    ['0 0 0 * * ? abc', '无法识别的年字段：ABC'],
  ])('refuses %j with a message', (expr, message) => {
    expect(parse(expr)).toEqual({ ok: false, error: message });
  });
});
