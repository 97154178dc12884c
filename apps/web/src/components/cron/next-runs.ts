import { Cron, type CronOptions } from 'croner';
import { toCronerPlan } from '@foodtrace/contracts';

/**
 * The next run times of a Quartz expression, for the picker's preview (spec §3/§4). croner reads Quartz weekday
 * numbers with `alternativeWeekdays: true` (1 = Sunday); without it `6L` and `2#3` fire on the wrong day.
 * `L-n` (n days before the end of the month) is beyond croner: each month's day is worked out here and croner
 * is asked only for the times of that one day.
 */
const OPTIONS: CronOptions = { alternativeWeekdays: true, mode: '7-part' };

/** How far ahead an `L-n` schedule is searched: 100 years, the span of the picker's years (spec §5). */
const MONTHS_AHEAD = 1200;

export function nextRuns(expr: string, count = 5, from: Date = new Date()): Date[] {
  const plan = toCronerPlan(expr);
  if (plan.beforeMonthEnd === null) return new Cron(plan.pattern, OPTIONS).nextRuns(count, from);
  return beforeMonthEndRuns(plan.pattern.split(' '), plan.beforeMonthEnd, count, from);
}

function beforeMonthEndRuns(fields: string[], n: number, count: number, from: Date): Date[] {
  const out: Date[] = [];
  for (let i = 0; i < MONTHS_AHEAD && out.length < count; i++) {
    const year = from.getFullYear();
    const month = from.getMonth() + i;
    const lastDay = new Date(year, month + 1, 0).getDate();
    const day = lastDay - n;
    if (day < 1) continue; // `L-30` has no day in a 30-day month
    const dayStart = new Date(year, month, day);
    const dayEnd = new Date(year, month, day + 1);
    if (dayEnd <= from) continue;
    const job = new Cron([...fields.slice(0, 3), String(day), ...fields.slice(4)].join(' '), OPTIONS);
    // One second before midnight, so that a run at 00:00:00 of the day counts.
    let t = job.nextRun(new Date(Math.max(from.getTime(), dayStart.getTime() - 1000)));
    while (t && t < dayEnd && out.length < count) {
      out.push(t);
      t = job.nextRun(t);
    }
  }
  return out;
}
