import { multiValues } from '../resource.ts';
import { addDays } from '../wire-time.ts';

/**
 * 食品安全自查：日管控、周排查、月调度 (《企业落实食品安全主体责任监督管理规定》, 市场监管总局令第 60 号, 2022-11-01):
 * the 食品安全员 checks every day against the plant's 风险管控清单 and records it — a day with nothing found too
 * (零风险报告); the 食品安全总监 or 食品安全员 holds at least one 风险隐患排查 a week; the 主要负责人 hears the
 * 食品安全总监 once a month and sets the next month's work. One register keeps the three records
 * (resources/foodtrace/safety-check.ts); what it lacks is read by safetyCheckGaps.
 */
export const SAFETY_CHECK_KIND = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY' } as const;
export type SafetyCheckKind = (typeof SAFETY_CHECK_KIND)[keyof typeof SAFETY_CHECK_KIND];
/**
 * The dictionary FT_DICT.safetyCheckKind. Each makes the record the regulation names: 每日食品安全检查记录,
 * 每周食品安全排查治理报告, 每月食品安全调度会议纪要 (the register's hints say so).
 */
export const SAFETY_CHECK_KIND_ITEMS: ReadonlyArray<[SafetyCheckKind, string]> = [
  [SAFETY_CHECK_KIND.daily, '日管控'], [SAFETY_CHECK_KIND.weekly, '周排查'], [SAFETY_CHECK_KIND.monthly, '月调度'],
];

/** What a check found: nothing (still recorded), problems put right, or problems still being put right. */
export const SAFETY_CHECK_RESULT = { none: 'NONE', fixed: 'FIXED', open: 'OPEN' } as const;
export const SAFETY_CHECK_RESULT_ITEMS: ReadonlyArray<[string, string]> = [
  [SAFETY_CHECK_RESULT.none, '未发现风险隐患'], [SAFETY_CHECK_RESULT.fixed, '发现问题，已整改'], [SAFETY_CHECK_RESULT.open, '发现问题，整改中'],
];

/**
 * A dairy plant's 风险管控清单 (the dictionary FT_DICT.safetyRiskItem, which a plant edits to its own list): what a
 * check goes through, after GB 14881 and GB 12693 (乳制品良好生产规范).
 */
export const SAFETY_RISK_ITEMS: ReadonlyArray<[string, string]> = [
  ['INTAKE', '原料进货查验与合格供方'], ['HYGIENE', '生产环境、设备清洁消毒'], ['CCP', '关键控制点（杀菌温度与时间）'],
  ['STAFF', '从业人员健康与个人卫生'], ['ADDITIVE', '食品添加剂使用'], ['INSPECTION', '出厂检验与留样'],
  ['STORAGE', '贮存与运输温度'], ['LABEL', '标签标识'], ['NONCONFORMING', '不合格品与召回'], ['PEST', '虫害控制'],
];

/** How far back the register looks for what is missing: a month of days, two months of weeks, half a year of months. */
export const SAFETY_CHECK_WINDOW = { days: 30, weeks: 8, months: 6 } as const;

/**
 * A period without its record (GET /foodtrace/safetyCheck/gaps), latest first: `MISSING` once the period is over,
 * `DUE` for today, this week and this month while they have none yet. `checkDate` is what a late entry is dated
 * (the day; a week's Sunday; a month's last day — today for the current ones).
 */
export interface SafetyCheckGap {
  kind: SafetyCheckKind;
  state: 'MISSING' | 'DUE';
  /** `2026-12-03`, `2026-11-23 至 2026-11-29`, `2026-11`. */
  period: string;
  checkDate: string;
}

/**
 * 停产日 (the dictionary FT_DICT.restDay, kept by the plant): the days it does not produce, on which no 日管控 is due —
 * dates (a shutdown for repairs, the Spring Festival) and weekdays off every week (1 = Monday … 7 = Sunday). The
 * weekly 排查 and the monthly 调度 are due all the same.
 */
export interface RestDays { dates: ReadonlySet<string>; weekdays: ReadonlySet<number> }
export const NO_REST_DAYS: RestDays = { dates: new Set(), weekdays: new Set() };

/** The dictionary's values as RestDays; a value of neither form (the dictionary refuses them) counts for nothing. */
export function restDaysOf(values: readonly string[]): RestDays {
  const v = values.map((s) => s.trim());
  return { dates: new Set(v.filter((s) => /^\d{4}-\d{2}-\d{2}$/.test(s))), weekdays: new Set(v.filter((s) => /^[1-7]$/.test(s)).map(Number)) };
}

/** Whether `day` is a 停产日: one of its dates, or its weekday (1 = Monday … 7 = Sunday) is off every week. */
export function isRestDay(rest: RestDays, day: string): boolean {
  return rest.dates.has(day) || rest.weekdays.has(new Date(`${day}T00:00:00Z`).getUTCDay() || 7);
}

/** The Monday of the week (Monday to Sunday) a day falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the period of a kind (the day; its Monday-to-Sunday week; its month) that `day` falls in. */
export function periodStart(kind: SafetyCheckKind, day: string): string {
  return kind === SAFETY_CHECK_KIND.daily ? day : kind === SAFETY_CHECK_KIND.weekly ? weekStart(day) : `${day.slice(0, 7)}-01`;
}

/** A gap of the period that ended last (yesterday, last week, last month): the morning's news (食品安全自查提醒). */
export const justEnded = (gap: SafetyCheckGap, today: string): boolean =>
  gap.state === 'MISSING' && gap.checkDate === addDays(periodStart(gap.kind, today), -1);

const monthOf = (day: string) => day.slice(0, 7);
const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};
const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * The periods of the windows (SAFETY_CHECK_WINDOW) without a record of their kind, from the register's first record
 * on (`since`; a plant that has kept none is told only what is due now), then the current ones not yet done; no
 * 日管控 on a 停产日 (`rest`).
 * `records`: the live records' kinds and dates within the windows.
 */
export function safetyCheckGaps(records: ReadonlyArray<{ kind: string; checkDate: string }>, since: string | null, today: string, rest = NO_REST_DAYS): SafetyCheckGap[] {
  const has = (kind: SafetyCheckKind, from: string, to: string) => records.some((r) => r.kind === kind && r.checkDate >= from && r.checkDate <= to);
  const started = (end: string) => since !== null && end >= since;
  const out: SafetyCheckGap[] = [];
  const { daily, weekly, monthly } = SAFETY_CHECK_KIND;
  if (!has(daily, today, today) && !isRestDay(rest, today)) out.push({ kind: daily, state: 'DUE', period: today, checkDate: today });
  const monday = periodStart(weekly, today);
  if (!has(weekly, monday, today)) out.push({ kind: weekly, state: 'DUE', period: `${monday} 至 ${addDays(monday, 6)}`, checkDate: today });
  if (!has(monthly, periodStart(monthly, today), today)) out.push({ kind: monthly, state: 'DUE', period: monthOf(today), checkDate: today });
  for (let n = 1; n <= SAFETY_CHECK_WINDOW.days; n += 1) {
    const day = addDays(today, -n);
    if (started(day) && !has(daily, day, day) && !isRestDay(rest, day)) out.push({ kind: daily, state: 'MISSING', period: day, checkDate: day });
  }
  for (let n = 1; n <= SAFETY_CHECK_WINDOW.weeks; n += 1) {
    const from = addDays(monday, -7 * n);
    const to = addDays(from, 6);
    if (started(to) && !has(weekly, from, to)) out.push({ kind: weekly, state: 'MISSING', period: `${from} 至 ${to}`, checkDate: to });
  }
  let month = monthOf(today);
  for (let n = 1; n <= SAFETY_CHECK_WINDOW.months; n += 1) {
    month = previousMonth(month);
    const to = lastDayOf(month);
    if (started(to) && !has(monthly, `${month}-01`, to)) out.push({ kind: monthly, state: 'MISSING', period: month, checkDate: to });
  }
  return out;
}

/** The earliest day a record within the windows can have: the first day of the oldest month looked at. */
export function safetyCheckWindowStart(today: string): string {
  let month = monthOf(today);
  for (let n = 0; n < SAFETY_CHECK_WINDOW.months; n += 1) month = previousMonth(month);
  const days = addDays(today, -SAFETY_CHECK_WINDOW.days);
  const weeks = addDays(weekStart(today), -7 * SAFETY_CHECK_WINDOW.weeks);
  return [`${month}-01`, days, weeks].sort()[0];
}

/** How far back 风险项统计 counts: a quarter, long enough for a hazard that keeps coming back to show. */
export const RISK_SUMMARY_DAYS = 90;

/**
 * 风险项统计 (GET /foodtrace/safetyCheck/riskItems): each item of the 风险管控清单 over the last RISK_SUMMARY_DAYS —
 * how often a check went through it, how often it was found wanting, how many of those are still being put right,
 * and the last day it was — what the 周排查 analyses (研究解决日管控中发现的问题). In the list's order, the items found
 * wanting most first.
 */
export interface RiskItemSummary {
  item: string;
  checks: number;
  findings: number;
  open: number;
  lastFound: string | null;
}

/** The records' items as RiskItemSummary, over the items of the list (`items`, in its order) and any a record names beside them. */
export function riskItemSummary(items: readonly string[], records: ReadonlyArray<{ checkDate: string; result: string; riskItems: string | null; nonConformItems: string | null }>): RiskItemSummary[] {
  const out = new Map<string, RiskItemSummary>(items.map((item) => [item, { item, checks: 0, findings: 0, open: 0, lastFound: null }]));
  const of = (item: string) => out.get(item) ?? out.set(item, { item, checks: 0, findings: 0, open: 0, lastFound: null }).get(item)!;
  for (const r of records) {
    const found = new Set(multiValues(r.nonConformItems));
    for (const item of new Set([...multiValues(r.riskItems), ...found])) of(item).checks += 1;
    for (const item of found) {
      const s = of(item);
      s.findings += 1;
      if (r.result === SAFETY_CHECK_RESULT.open) s.open += 1;
      if (!s.lastFound || r.checkDate > s.lastFound) s.lastFound = r.checkDate;
    }
  }
  const order = [...out.keys()];
  return [...out.values()].sort((a, b) => b.findings - a.findings || order.indexOf(a.item) - order.indexOf(b.item));
}

export const SAFETY_CHECK_TEXT = {
  /** A record that found something says what, and what was done. */
  problemsRequired: '发现问题时，请填写发现的问题和防范整改措施',
  rectifiedRequired: '已整改的，请填写整改完成日期',
  /** 不符合项目 are among what was checked, and a check that found nothing has none. */
  nonConformNotChecked: '不符合项目须是本次的检查项目',
  nonConformWithoutFinding: '结论为“未发现风险隐患”的，不应填写不符合项目',
} as const;
