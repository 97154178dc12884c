import dayjs, { type Dayjs } from 'dayjs';
import { FORMATS } from '@foodtrace/contracts';

/** A day range as the list's createTime_begin/_end want it: the first day from 00:00:00, the last to 23:59:59. */
export function dayRange(from: Dayjs, to: Dayjs): [string, string] {
  return [from.startOf('day').format(FORMATS.datetime), to.endOf('day').format(FORMATS.datetime)];
}

/** The quick choices of the date picker, relative to `now`. */
export function datePresets(now: Dayjs = dayjs()): Record<'today' | 'week' | 'month' | 'thisMonth', [Dayjs, Dayjs]> {
  const today = now.startOf('day');
  return {
    today: [today, today],
    week: [today.subtract(6, 'day'), today],
    month: [today.subtract(29, 'day'), today],
    thisMonth: [today.startOf('month'), today],
  };
}
