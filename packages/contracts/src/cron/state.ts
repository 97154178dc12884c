import { CRON_LIMITS } from './limits.ts';

/**
 * The picker's model of a seven-field Quartz expression (spec §3 Schedule expression: seconds, minutes,
 * hours, day of month, month, day of week, year). Every unit keeps the inputs of all its modes so that
 * switching modes back and forth keeps what the user typed; only the chosen mode reaches the expression.
 */

/** spec §4: every (1), step from a start every n (2), specific values (3), range (4). */
export type UnitMode = 'every' | 'step' | 'specific' | 'range';
export const UNIT_MODE_NUMBERS: Record<UnitMode, 1 | 2 | 3 | 4> = { every: 1, step: 2, specific: 3, range: 4 };

export interface UnitState {
  mode: UnitMode;
  /** step: `start/step`. */
  start: number;
  step: number;
  /** specific: `a,b,c`. */
  values: number[];
  /** range: `from-to`. */
  from: number;
  to: number;
}

/**
 * Day of month and day of week share one choice, since Quartz needs one of them to be `?`.
 * spec §4 names every one of them; the two ranges complete mode (4) for both day fields.
 */
export type DayMode =
  | 'every' // * ?
  | 'weekdayStep' // ? d/n   every n days of the week from a weekday
  | 'dayStep' // d/n ?     every n days from a start day
  | 'weekdays' // ? 2,4,6   specific weekdays
  | 'days' // 1,15 ?       specific days
  | 'weekdayRange' // ? 2-6
  | 'dayRange' // 1-15 ?
  | 'lastDay' // L ?
  | 'lastWorkday' // LW ?
  | 'lastWeekday' // ? 6L    last given weekday of the month
  | 'beforeMonthEnd' // L-3 ?
  | 'nearestWorkday' // 15W ?
  | 'nthWeekday'; // ? 2#3   nth given weekday of the month

export const DAY_MODES: readonly DayMode[] = [
  'every', 'weekdayStep', 'dayStep', 'weekdays', 'days', 'weekdayRange', 'dayRange',
  'lastDay', 'lastWorkday', 'lastWeekday', 'beforeMonthEnd', 'nearestWorkday', 'nthWeekday',
];

export interface DayState {
  mode: DayMode;
  weekdayStart: number;
  weekdayStep: number;
  dayStart: number;
  dayStep: number;
  weekdays: number[];
  days: number[];
  weekdayFrom: number;
  weekdayTo: number;
  dayFrom: number;
  dayTo: number;
  /** Quartz weekday (1 = Sunday) of `dL`. */
  lastWeekday: number;
  /** n of `L-n`. */
  beforeMonthEnd: number;
  /** n of `nW`. */
  nearestWorkday: number;
  /** `weekday#nth`. */
  nthWeekday: number;
  nth: number;
}

export interface CronState {
  second: UnitState;
  minute: UnitState;
  hour: UnitState;
  day: DayState;
  month: UnitState;
  year: UnitState;
}

export type CronUnit = 'second' | 'minute' | 'hour' | 'month' | 'year';
export const CRON_UNITS: readonly CronUnit[] = ['second', 'minute', 'hour', 'month', 'year'];

function unit(mode: UnitMode, values: number[], from: number, to: number): UnitState {
  // spec §4: the defaults include 'step 5 from 3' (JeecgBoot's JCronModal).
  return { mode, start: 3, step: 5, values, from, to };
}

/**
 * A fresh picker. The times start at 每天 00:00:00 rather than at `* * * * * ? *`: a job that fires every
 * second because nobody touched the picker is never what the user meant. The step inputs hold the spec's
 * defaults (step 5 from 3); the year inputs start at the current year, clamped to the spec's range.
 */
export function defaultCronState(thisYear: number = new Date().getFullYear()): CronState {
  const { min, max } = CRON_LIMITS.year.value;
  const year = Math.min(Math.max(thisYear, min), max);
  return {
    second: unit('specific', [0], 1, 2),
    minute: unit('specific', [0], 1, 2),
    hour: unit('specific', [0], 0, 1),
    day: {
      mode: 'every',
      weekdayStart: 1, weekdayStep: 1,
      dayStart: 1, dayStep: 1,
      weekdays: [], days: [],
      weekdayFrom: 2, weekdayTo: 6,
      dayFrom: 1, dayTo: 15,
      lastWeekday: 1, beforeMonthEnd: 1, nearestWorkday: 1,
      nthWeekday: 1, nth: 1,
    },
    month: unit('every', [], 1, 6),
    year: { mode: 'every', start: year, step: 1, values: [], from: year, to: Math.min(year + 1, max) },
  };
}
