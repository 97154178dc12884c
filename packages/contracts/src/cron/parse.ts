import { CRON_DOMAINS, type Bounds } from './limits.ts';
import { CRON_MESSAGES as M, CRON_UNIT_LABELS as L, type CronLabelKey } from './messages.ts';
import { sortedUnique } from './format.ts';
import { defaultCronState, type CronState, type DayState, type UnitState } from './state.ts';

/**
 * Reads a Quartz expression back into the picker's modes (spec §4: opening with an existing expression parses
 * it back). Anything the picker cannot show is refused with a message instead of being silently replaced —
 * JeecgBoot's reader turned a single value like the `0` of `0 0 12 * * ?` into "every second".
 */
export type CronParseResult = { ok: true; state: CronState } | { ok: false; error: string };

class CronSyntaxError extends Error {}

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** JAN…DEC and SUN…SAT (Quartz numbering, SUN = 1) as numbers. */
function withoutNames(token: string, names: readonly string[]): string {
  return token.toUpperCase().replace(/[A-Z]{3}/g, (n) => {
    const i = names.indexOf(n);
    return i < 0 ? n : String(i + 1);
  });
}

function num(text: string, key: CronLabelKey, domain: Bounds): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < domain.min || n > domain.max) throw new CronSyntaxError(M.outOfRange(L[key], domain.min, domain.max));
  return n;
}

const STEP = /^(\*|\d+)\/(\d+)$/;
const RANGE = /^(\d+)-(\d+)$/;
const LIST = /^\d+(,\d+)*$/;

type Plain = { mode: 'every' } | { mode: 'step'; start: number; step: number } | { mode: 'range'; from: number; to: number }
  | { mode: 'specific'; values: number[] };

/** `*`, `a/b` (or `*\/b`, starting at the field's least value), `a-b`, `a,b,c` or a single value. */
function plain(token: string, key: CronLabelKey, domain: Bounds): Plain | null {
  if (token === '*') return { mode: 'every' };
  let m = STEP.exec(token);
  if (m) {
    const start = m[1] === '*' ? domain.min : num(m[1], key, domain);
    return { mode: 'step', start, step: num(m[2], key, { min: 0, max: domain.max - domain.min + 1 }) };
  }
  m = RANGE.exec(token);
  if (m) return { mode: 'range', from: num(m[1], key, domain), to: num(m[2], key, domain) };
  if (LIST.test(token)) return { mode: 'specific', values: sortedUnique(token.split(',').map((v) => num(v, key, domain))) };
  return null;
}

function unitOf(token: string, key: CronLabelKey, base: UnitState): UnitState {
  if (token === '?') throw new CronSyntaxError(M.questionMark(L[key]));
  const p = plain(token, key, CRON_DOMAINS[key as keyof typeof CRON_DOMAINS]);
  if (!p) throw new CronSyntaxError(M.unknown(L[key], token));
  return { ...base, ...p };
}

function dayOfMonth(token: string, base: DayState): DayState {
  const domain = CRON_DOMAINS.day;
  if (token === 'L') return { ...base, mode: 'lastDay' };
  if (token === 'LW') return { ...base, mode: 'lastWorkday' };
  let m = /^L-(\d+)$/.exec(token);
  if (m) return { ...base, mode: 'beforeMonthEnd', beforeMonthEnd: num(m[1], 'day', { min: 1, max: 31 }) };
  m = /^(\d+)W$/.exec(token);
  if (m) return { ...base, mode: 'nearestWorkday', nearestWorkday: num(m[1], 'day', domain) };
  const p = plain(token, 'day', domain);
  switch (p?.mode) {
    case 'every': return { ...base, mode: 'every' };
    case 'step': return { ...base, mode: 'dayStep', dayStart: p.start, dayStep: p.step };
    case 'range': return { ...base, mode: 'dayRange', dayFrom: p.from, dayTo: p.to };
    case 'specific': return { ...base, mode: 'days', days: p.values };
    default: throw new CronSyntaxError(M.unknown(L.day, token));
  }
}

function dayOfWeek(token: string, base: DayState): DayState {
  const domain = CRON_DOMAINS.week;
  // Quartz: `L` alone in the day-of-week field is its last day, Saturday.
  if (token === 'L') return { ...base, mode: 'weekdays', weekdays: [7] };
  let m = /^(\d)L$/.exec(token);
  if (m) return { ...base, mode: 'lastWeekday', lastWeekday: num(m[1], 'week', domain) };
  m = /^(\d)#(\d)$/.exec(token);
  if (m) return { ...base, mode: 'nthWeekday', nthWeekday: num(m[1], 'week', domain), nth: num(m[2], 'week', { min: 1, max: 5 }) };
  const p = plain(token, 'week', domain);
  switch (p?.mode) {
    case 'every': return { ...base, mode: 'every' };
    case 'step': return { ...base, mode: 'weekdayStep', weekdayStart: p.start, weekdayStep: p.step };
    case 'range': return { ...base, mode: 'weekdayRange', weekdayFrom: p.from, weekdayTo: p.to };
    case 'specific': return { ...base, mode: 'weekdays', weekdays: p.values };
    default: throw new CronSyntaxError(M.unknown(L.week, token));
  }
}

/** Quartz wants exactly one of the two day fields to be `?`; a `*` beside a real choice is read leniently. */
function dayOf(dom: string, dow: string, base: DayState): DayState {
  if (dom === '?' && dow === '?') throw new CronSyntaxError(M.noDays);
  if (dom === '?') return dayOfWeek(dow, base);
  if (dow === '?') return dayOfMonth(dom, base);
  if (dom === '*' && dow === '*') return { ...base, mode: 'every' };
  if (dom === '*') return dayOfWeek(dow, base);
  if (dow === '*') return dayOfMonth(dom, base);
  throw new CronSyntaxError(M.bothDays);
}

/**
 * Six or seven fields (a missing year is every year). Modes not in the expression keep the inputs of
 * `base` (defaults unless given), so the picker shows sensible values behind every other radio.
 */
export function parseCron(expr: string, base: CronState = defaultCronState()): CronParseResult {
  const fields = expr.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 0) return { ok: false, error: M.empty };
  if (fields.length !== 6 && fields.length !== 7) return { ok: false, error: M.fieldCount };
  const [s, mi, h, dom, mo, dow, y = '*'] = fields.map((f) => f.toUpperCase());
  try {
    return {
      ok: true,
      state: {
        second: unitOf(s, 'second', base.second),
        minute: unitOf(mi, 'minute', base.minute),
        hour: unitOf(h, 'hour', base.hour),
        day: dayOf(dom, withoutNames(dow, DAY_NAMES), base.day),
        month: unitOf(withoutNames(mo, MONTH_NAMES), 'month', base.month),
        year: unitOf(y, 'year', base.year),
      },
    };
  } catch (e) {
    if (e instanceof CronSyntaxError) return { ok: false, error: e.message };
    throw e;
  }
}
