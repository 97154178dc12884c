import type { CronState, DayState, UnitState } from './state.ts';

/** Ascending, without repeats: `3,1,3` and `1,3` are the same choice. */
export function sortedUnique(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** One unit's field (spec §4 output tokens `*`, `start/step`, comma list, `start-end`). */
export function formatUnit(u: UnitState): string {
  switch (u.mode) {
    case 'every': return '*';
    case 'step': return `${u.start}/${u.step}`;
    // An empty choice writes `*` like JeecgBoot; validateCron reports it so the picker cannot confirm it.
    case 'specific': return u.values.length ? sortedUnique(u.values).join(',') : '*';
    case 'range': return `${u.from}-${u.to}`;
  }
}

/** Day of month and day of week: one of them is always `?` (Quartz), the other carries the choice. */
export function formatDay(d: DayState): [dayOfMonth: string, dayOfWeek: string] {
  switch (d.mode) {
    case 'every': return ['*', '?'];
    case 'weekdayStep': return ['?', `${d.weekdayStart}/${d.weekdayStep}`];
    case 'dayStep': return [`${d.dayStart}/${d.dayStep}`, '?'];
    case 'weekdays': return ['?', d.weekdays.length ? sortedUnique(d.weekdays).join(',') : '*'];
    case 'days': return [d.days.length ? sortedUnique(d.days).join(',') : '*', '?'];
    case 'weekdayRange': return ['?', `${d.weekdayFrom}-${d.weekdayTo}`];
    case 'dayRange': return [`${d.dayFrom}-${d.dayTo}`, '?'];
    case 'lastDay': return ['L', '?'];
    case 'lastWorkday': return ['LW', '?'];
    case 'lastWeekday': return ['?', `${d.lastWeekday}L`];
    case 'beforeMonthEnd': return [`L-${d.beforeMonthEnd}`, '?'];
    case 'nearestWorkday': return [`${d.nearestWorkday}W`, '?'];
    case 'nthWeekday': return ['?', `${d.nthWeekday}#${d.nth}`];
  }
}

/** The seven space-separated fields: seconds minutes hours day-of-month month day-of-week year. */
export function formatCron(s: CronState): string {
  const [dom, dow] = formatDay(s.day);
  return [formatUnit(s.second), formatUnit(s.minute), formatUnit(s.hour), dom, formatUnit(s.month), dow, formatUnit(s.year)].join(' ');
}
