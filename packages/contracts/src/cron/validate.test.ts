import { describe, expect, it } from 'vitest';
import { CRON_LIMITS, CRON_NTH_WEEKDAY, CRON_YEAR_CHOICES } from './limits.ts';
import { defaultCronState, type CronState } from './state.ts';
import { validateCron } from './validate.ts';

const base = () => defaultCronState(2026);
const messages = (s: CronState) => validateCron(s).map((p) => `${p.tab}: ${p.message}`);

describe('cron limits and validation', () => {
  it('holds the number input ranges of spec §5 exactly', () => {
    expect(CRON_LIMITS.second).toEqual({ value: { min: 0, max: 59 }, stepStart: { min: 0, max: 59 }, step: { min: 1, max: 59 } });
    expect(CRON_LIMITS.minute.value).toEqual({ min: 0, max: 59 });
    expect(CRON_LIMITS.minute.step).toEqual({ min: 1, max: 60 });
    expect(CRON_LIMITS.hour).toEqual({ value: { min: 0, max: 23 }, stepStart: { min: 0, max: 23 }, step: { min: 0, max: 23 } });
    expect(CRON_LIMITS.day.step).toEqual({ min: 1, max: 31 });
    expect(CRON_LIMITS.week.step).toEqual({ min: 1, max: 7 });
    expect(CRON_LIMITS.month.stepStart).toEqual({ min: 0, max: 12 });
    expect(CRON_LIMITS.month.step).toEqual({ min: 0, max: 12 });
    expect(CRON_LIMITS.month.value).toEqual({ min: 1, max: 12 });
    expect(CRON_LIMITS.year.step).toEqual({ min: 1, max: 99 });
    expect(CRON_LIMITS.year.stepStart).toEqual({ min: 2019, max: 2119 });
    expect(CRON_YEAR_CHOICES).toBe(100);
    expect(CRON_NTH_WEEKDAY).toEqual({ min: 1, max: 5 });
  });

  it('accepts the defaults', () => expect(validateCron(base())).toEqual([]));

  it('refuses what Quartz cannot run even where the spec inputs admit it (step 0, month 0)', () => {
    const s = base();
    expect(messages({ ...s, hour: { ...s.hour, mode: 'step', step: 0 } })).toEqual(['hour: 小时的间隔至少为 1']);
    expect(messages({ ...s, month: { ...s.month, mode: 'step', start: 0, step: 5 } })).toEqual(['month: 月份从 1 开始，起始月不能为 0']);
  });

  it('checks only the chosen mode of each unit', () => {
    const s = base();
    const wrongStep = { ...s.second, start: 99, step: 99 };
    expect(validateCron({ ...s, second: wrongStep })).toEqual([]);
    expect(messages({ ...s, second: { ...wrongStep, mode: 'step' } })).toEqual(['second: 秒的取值范围是 0-59', 'second: 秒的取值范围是 1-59']);
  });

  it('reports empty choices, reversed ranges and values out of range', () => {
    const s = base();
    expect(messages({ ...s, minute: { ...s.minute, mode: 'specific', values: [] } })).toEqual(['minute: 请至少选择一个分钟']);
    expect(messages({ ...s, year: { ...s.year, mode: 'range', from: 2030, to: 2026 } })).toEqual(['year: 年的起始值不能大于结束值']);
    expect(messages({ ...s, year: { ...s.year, mode: 'step', start: 2017 } })).toEqual(['year: 年的取值范围是 2019-2119']);
    expect(messages({ ...s, day: { ...s.day, mode: 'weekdays', weekdays: [] } })).toEqual(['day: 请至少选择一个星期']);
    expect(messages({ ...s, day: { ...s.day, mode: 'nthWeekday', nth: 6 } })).toEqual(['day: 星期的取值范围是 1-5']);
    expect(messages({ ...s, day: { ...s.day, mode: 'dayRange', dayFrom: 20, dayTo: 10 } })).toEqual(['day: 日的起始值不能大于结束值']);
    expect(messages({ ...s, day: { ...s.day, mode: 'weekdayStep', weekdayStep: 8 } })).toEqual(['day: 星期的取值范围是 1-7']);
  });
});
