import { CRON_LIMITS, CRON_NTH_WEEKDAY, type Bounds } from './limits.ts';
import { CRON_MESSAGES as M, CRON_UNIT_LABELS as L, type CronLabelKey } from './messages.ts';
import { CRON_UNITS, type CronState, type DayState, type UnitState } from './state.ts';

/** Which tab a problem belongs to: one of the units, or the day tab for both day fields. */
export type CronTab = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
export interface CronProblem { tab: CronTab; message: string }

const inside = (n: number, b: Bounds) => Number.isInteger(n) && n >= b.min && n <= b.max;

/** Problems of the unit's chosen mode only: what the other radios hold does not reach the expression. */
function unitProblems(key: Exclude<CronTab, 'day'>, u: UnitState): string[] {
  const lim = CRON_LIMITS[key];
  const label = L[key];
  const range = (b: Bounds, ...ns: number[]) => (ns.every((n) => inside(n, b)) ? [] : [M.outOfRange(label, b.min, b.max)]);
  switch (u.mode) {
    case 'every': return [];
    case 'step': {
      const out = [...range(lim.stepStart, u.start), ...range(lim.step, u.step)];
      // The spec's month and hour step inputs admit 0; Quartz refuses a 0 step and a month 0.
      if (u.step === 0) out.push(M.stepZero(label));
      if (key === 'month' && u.start === 0) out.push(M.monthZero);
      return out;
    }
    case 'specific': return u.values.length ? range(lim.value, ...u.values) : [M.noneChosen(label)];
    case 'range': return [...range(lim.value, u.from, u.to), ...(u.from > u.to ? [M.reversed(label)] : [])];
  }
}

function dayProblems(d: DayState): string[] {
  const day = CRON_LIMITS.day;
  const week = CRON_LIMITS.week;
  const check = (key: CronLabelKey, b: Bounds, ...ns: number[]) => (ns.every((n) => inside(n, b)) ? [] : [M.outOfRange(L[key], b.min, b.max)]);
  const ordered = (key: CronLabelKey, from: number, to: number) => (from > to ? [M.reversed(L[key])] : []);
  switch (d.mode) {
    case 'every': case 'lastDay': case 'lastWorkday': return [];
    case 'weekdayStep': return [...check('week', week.stepStart, d.weekdayStart), ...check('week', week.step, d.weekdayStep)];
    case 'dayStep': return [...check('day', day.stepStart, d.dayStart), ...check('day', day.step, d.dayStep)];
    case 'weekdays': return d.weekdays.length ? check('week', week.value, ...d.weekdays) : [M.noneChosen(L.week)];
    case 'days': return d.days.length ? check('day', day.value, ...d.days) : [M.noneChosen(L.day)];
    case 'weekdayRange': return [...check('week', week.value, d.weekdayFrom, d.weekdayTo), ...ordered('week', d.weekdayFrom, d.weekdayTo)];
    case 'dayRange': return [...check('day', day.value, d.dayFrom, d.dayTo), ...ordered('day', d.dayFrom, d.dayTo)];
    case 'lastWeekday': return check('week', week.value, d.lastWeekday);
    case 'beforeMonthEnd': return check('day', day.value, d.beforeMonthEnd);
    case 'nearestWorkday': return check('day', day.value, d.nearestWorkday);
    case 'nthWeekday': return [...check('week', week.value, d.nthWeekday), ...check('week', CRON_NTH_WEEKDAY, d.nth)];
  }
}

/** Everything that keeps the state from being a schedule the picker may hand out; empty when it is fine. */
export function validateCron(s: CronState): CronProblem[] {
  const out: CronProblem[] = [];
  for (const key of CRON_UNITS) for (const message of unitProblems(key, s[key])) out.push({ tab: key, message });
  for (const message of dayProblems(s.day)) out.push({ tab: 'day', message });
  return out;
}
