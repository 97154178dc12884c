import { RECALL_TARGETS, RECALL_TYPE, type RecallLevel, type RecallTimer } from '@foodtrace/contracts';
import { formatInstant } from '../../../platform/db/time.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The clock of a recall against its target: a mock recall against the 4-hour trace benchmark, a real one
 * against the days its level allows (食品召回管理办法: 10, 20 or 30 working days; weekends skipped, public
 * holidays are not known here and count as working days, so the deadline shown is never later than the law's).
 */
export function recallTimer(r: { recallType: string; recallLevel: string | null; createTime: number | null; closedTime: number | null }, tz: string, now = Date.now()): RecallTimer {
  const start = r.createTime ?? now;
  const end = r.closedTime ?? now;
  const elapsedMinutes = Math.max(0, Math.round((end - start) / 60_000));
  let deadline: number;
  let target: string;
  if (r.recallType === RECALL_TYPE.mock) {
    deadline = start + RECALL_TARGETS.mockHours * HOUR;
    target = `${RECALL_TARGETS.mockHours} 小时内完成追溯`;
  } else {
    const level = (r.recallLevel ?? '1') as RecallLevel;
    const days = RECALL_TARGETS.levels[level].workingDays;
    deadline = addWorkingDays(start, days, tz);
    target = `${days} 个工作日内完成召回${r.recallLevel ? '' : '（未定级，按一级）'}`;
  }
  return {
    startedAt: formatInstant(start, tz)!, endedAt: formatInstant(r.closedTime, tz), elapsedMinutes, target,
    deadline: formatInstant(deadline, tz)!, overdue: end > deadline,
  };
}

export function addWorkingDays(start: number, days: number, tz: string): number {
  let t = start;
  for (let left = days; left > 0;) {
    t += DAY;
    const weekday = new Date(`${formatInstant(t, tz)!.slice(0, 10)}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return t;
}
