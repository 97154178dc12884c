import { FT_DICT, RECALL_TARGETS, RECALL_TYPE, type RecallLevel, type RecallTimer } from '@foodtrace/contracts';
import { formatDay, formatInstant } from '../../../platform/db/time.ts';
import type { DictService } from '../../../platform/dict/dict-service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Dates (YYYY-MM-DD) off work on a weekday, and weekend dates worked instead (调休). */
export interface WorkCalendar { holidays: ReadonlySet<string>; workdays: ReadonlySet<string> }

export const WEEKENDS_ONLY: WorkCalendar = { holidays: new Set(), workdays: new Set() };

/** The calendar the administrators keep in two dictionaries (法定节假日, 调休上班日). */
export async function workCalendar(dict: Pick<DictService, 'items'>): Promise<WorkCalendar> {
  const dates = async (code: string) => new Set((await dict.items(code) ?? []).map((i) => i.value.trim()));
  return { holidays: await dates(FT_DICT.holiday), workdays: await dates(FT_DICT.makeupWorkday) };
}

/**
 * The clock of a recall against its target: a mock recall against the 4-hour trace benchmark, a real one
 * against the days its level allows (食品召回管理办法: 10, 20 or 30 working days), and against the hours it had to
 * be started in once the risk was known (24, 48 or 72). Working days are Monday to Friday less the public
 * holidays and plus the make-up working days of the calendar; dates not entered there count as ordinary days,
 * so with an empty calendar the deadline shown is never later than the law's. An unlevelled recall is timed as
 * level 1, the strictest.
 */
export function recallTimer(
  r: { recallType: string; recallLevel: string | null; createTime: number | null; closedTime: number | null; learnedTime: number | null },
  tz: string, now = Date.now(), calendar = WEEKENDS_ONLY,
): RecallTimer {
  const start = r.createTime ?? now;
  const end = r.closedTime ?? now;
  const elapsedMinutes = Math.max(0, Math.round((end - start) / 60_000));
  if (r.recallType === RECALL_TYPE.mock) {
    const deadline = start + RECALL_TARGETS.mockHours * HOUR;
    return timer(`${RECALL_TARGETS.mockHours} 小时内完成追溯`, deadline, null);
  }
  const level = RECALL_TARGETS.levels[(r.recallLevel ?? '1') as RecallLevel];
  const deadline = addWorkingDays(start, level.workingDays, tz, calendar);
  const startDeadline = r.learnedTime === null ? null : r.learnedTime + level.startHours * HOUR;
  return timer(`${level.workingDays} 个工作日内完成召回${r.recallLevel ? '' : '（未定级，按一级）'}`, deadline, {
    learnedAt: formatInstant(r.learnedTime, tz), target: `知悉风险后 ${level.startHours} 小时内启动召回`,
    deadline: formatInstant(startDeadline, tz),
    lagMinutes: r.learnedTime === null ? null : Math.max(0, Math.round((start - r.learnedTime) / 60_000)),
    overdue: startDeadline === null ? null : start > startDeadline,
  });

  function timer(target: string, deadline: number, started: RecallTimer['start']): RecallTimer {
    return {
      startedAt: formatInstant(start, tz)!, endedAt: formatInstant(r.closedTime, tz), elapsedMinutes, target,
      deadline: formatInstant(deadline, tz)!, overdue: end > deadline, start: started,
    };
  }
}

export function addWorkingDays(start: number, days: number, tz: string, calendar = WEEKENDS_ONLY): number {
  let t = start;
  for (let left = days; left > 0;) {
    t += DAY;
    const date = formatDay(t, tz);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const working = calendar.workdays.has(date) || (weekday !== 0 && weekday !== 6 && !calendar.holidays.has(date));
    if (working) left--;
  }
  return t;
}
