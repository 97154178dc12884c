import type { DashboardTrend } from '@foodtrace/contracts';
import { sql } from 'kysely';
import type { DbKind } from '../../../config.ts';
import type { FtKysely } from '../schema.ts';
import { ACTIVITIES, activityRows, type Activity } from './activity.ts';
import { DAY_MS, dayLabel, dayNumber, dayStart, zoneOffsetMs } from './days.ts';

/** One value per day and activity for the last `days` days (today included), grouped in SQL. */
export async function dashboardTrend(db: FtKysely, kind: DbKind, tz: string, days: number, now = Date.now()): Promise<DashboardTrend> {
  const from = dayStart(tz, now, days - 1);
  const offset = zoneOffsetMs(tz, now);
  const firstDay = Math.floor((from + offset) / DAY_MS);
  const labels = Array.from({ length: days }, (_, i) => dayLabel(firstDay + i));
  const series = {} as DashboardTrend['series'];
  for (const name of Object.keys(ACTIVITIES) as Activity[]) {
    const day = dayNumber(kind, ACTIVITIES[name].time, offset);
    const rows = await activityRows(db, name, from).select([day.as('day'), sql<number>`count(*)`.as('n')]).groupBy(day).execute() as Array<{ day: unknown; n: unknown }>;
    const values = new Array<number>(days).fill(0);
    for (const r of rows) {
      const i = Number(r.day) - firstDay;
      if (i >= 0 && i < days) values[i] = Number(r.n);
    }
    series[name] = values;
  }
  return { days: labels, series };
}
