import { COLD_CHAIN_LIMITS, celsiusText } from './cold-chain.ts';
import { LOT_STATUS } from './codes.ts';
import type { LotReach } from './lot-reach.ts';

/**
 * 在途温度 (GB 31605—2020《食品冷链物流卫生规范》§6–§8: a cold chain's transport temperature is monitored and
 * recorded all the way): the readings of a refrigerated vehicle's data logger, imported per trip from the file the
 * logger exports, and judged against the 贮存条件 of what it carries. Two trips are recorded: a shipment leaving
 * (the 冷藏车 to the customer) and a raw material's delivery (the supplier's 生鲜乳 tanker to the plant). A
 * single reading says how the goods left or arrived (装车温度, 到货温度, cold-chain.ts); these say how they travelled.
 */
export const TRANSIT_TEMP = {
  /** Readings one trip may hold: a logger reading every minute for two weeks, with two probes. */
  maxReadings: 40_000,
  /** Readings this long before 发货时间 are the truck being cooled down (预冷), kept and shown, not judged. */
  beforeShippedHours: 12,
  /** …and none later than this after it: a file of another trip. */
  afterShippedDays: 15,
  /**
   * A delivery's readings: from this long before its 收货时间 (a tanker's collection round and a long haul) until
   * this long after (unloading). Only those until the 收货时间 are judged: after it the goods are in the plant's
   * tanks, and an emptied tanker warms.
   */
  beforeReceivedHours: 72,
  afterReceivedHours: 2,
  /** A logger silent for longer than this left the goods unwatched: a gap in the record (记录中断). */
  gapMinutes: 60,
  /** The probe of a file whose temperature column names none. */
  defaultProbe: '温度',
  /** The chart draws at most this many points of a probe (a week of one-minute readings is 10,080). */
  chartPoints: 1_200,
} as const;

/** Whose trip a logger recorded: a shipment (judged from its loading on) or a raw material's delivery (until its arrival). */
export const TRIP_KIND = { shipment: 'SHIPMENT', intake: 'INTAKE' } as const;
export type TripKind = (typeof TRIP_KIND)[keyof typeof TRIP_KIND];

const HOUR = 3_600_000;

/**
 * The readings a trip keeps, and those it judges, around its moment `at` (a shipment's 发货时间, an intake's 收货时间):
 * epoch ms, inclusive.
 */
export function tripWindow(kind: TripKind, at: number): { from: number; to: number; judgedFrom: number; judgedTo: number } {
  return kind === TRIP_KIND.shipment
    ? { from: at - TRANSIT_TEMP.beforeShippedHours * HOUR, to: at + TRANSIT_TEMP.afterShippedDays * 24 * HOUR, judgedFrom: at, judgedTo: Number.POSITIVE_INFINITY }
    : { from: at - TRANSIT_TEMP.beforeReceivedHours * HOUR, to: at + TRANSIT_TEMP.afterReceivedHours * HOUR, judgedFrom: Number.NEGATIVE_INFINITY, judgedTo: at };
}

/** One reading: when (epoch ms), which probe, how cold (℃). */
export interface TransitReading { probe: string; at: number; celsius: number }

export interface TransitLimits { min?: number; max: number }

/** A run of readings outside the limits, from its first reading to the first one back within them. */
export interface TransitExcursion { probe: string; from: number; to: number; minutes: number; readings: number; peak: number }

export interface TransitGap { probe: string; from: number; to: number; minutes: number }

export interface TransitJudgement {
  /** Readings from loading on, which are judged; the first and the last of them (epoch ms). */
  judged: number;
  first: number | null;
  last: number | null;
  min: number | null;
  max: number | null;
  mean: number | null;
  excursions: TransitExcursion[];
  /** Minutes any probe was outside the limits (the union of the excursions, so two probes are not counted twice). */
  outsideMinutes: number;
  gaps: TransitGap[];
}

/** The limits of a 贮存条件 that keeps a temperature, or null. */
export const transitLimits = (condition: string | null | undefined): TransitLimits | null => (condition ? COLD_CHAIN_LIMITS[condition] ?? null : null);

const outside = (limits: TransitLimits, c: number) => c > limits.max || (limits.min !== undefined && c < limits.min);

/** How far a reading is from the limits (0 within them): the worst reading of an excursion is the farthest. */
export const beyondLimits = (limits: TransitLimits, c: number): number => Math.max(c - limits.max, limits.min !== undefined ? limits.min - c : 0, 0);

const minutesBetween = (from: number, to: number) => Math.round((to - from) / 60_000);

/**
 * Judges the readings from `from` (a shipment's loading) to `to` (a delivery's arrival) against `limits` (none:
 * nothing is outside), probe by probe.
 * An excursion lasts from its first reading outside until the next reading back inside (or its own last one when
 * the record ends outside), since the logger saw nothing in between; the same holds for a gap.
 */
export function judgeTransit(readings: readonly TransitReading[], limits: TransitLimits | null, from: number, to = Number.POSITIVE_INFINITY): TransitJudgement {
  const judged = readings.filter((r) => r.at >= from && r.at <= to);
  const byProbe = new Map<string, TransitReading[]>();
  for (const r of judged) {
    const list = byProbe.get(r.probe);
    if (list) list.push(r);
    else byProbe.set(r.probe, [r]);
  }
  const excursions: TransitExcursion[] = [];
  const gaps: TransitGap[] = [];
  for (const [probe, list] of byProbe) {
    list.sort((a, b) => a.at - b.at);
    let run: TransitReading[] = [];
    const close = (to: number) => {
      if (!run.length || !limits) return;
      const worst = run.reduce((w, r) => (beyondLimits(limits, r.celsius) > beyondLimits(limits, w.celsius) ? r : w));
      excursions.push({ probe, from: run[0].at, to, minutes: minutesBetween(run[0].at, to), readings: run.length, peak: worst.celsius });
      run = [];
    };
    list.forEach((r, i) => {
      if (i > 0 && r.at - list[i - 1].at > TRANSIT_TEMP.gapMinutes * 60_000) gaps.push({ probe, from: list[i - 1].at, to: r.at, minutes: minutesBetween(list[i - 1].at, r.at) });
      if (limits && outside(limits, r.celsius)) run.push(r);
      else close(r.at);
    });
    close(run.length ? run[run.length - 1].at : 0);
  }
  excursions.sort((a, b) => a.from - b.from);
  const values = judged.map((r) => r.celsius);
  const times = judged.map((r) => r.at);
  return {
    judged: judged.length,
    first: times.length ? times.reduce((a, b) => Math.min(a, b)) : null,
    last: times.length ? times.reduce((a, b) => Math.max(a, b)) : null,
    min: values.length ? values.reduce((a, b) => Math.min(a, b)) : null,
    max: values.length ? values.reduce((a, b) => Math.max(a, b)) : null,
    mean: values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10 : null,
    excursions,
    outsideMinutes: unionMinutes(excursions),
    gaps,
  };
}

function unionMinutes(spans: readonly TransitExcursion[]): number {
  let total = 0;
  let [start, end] = [Number.NaN, Number.NaN];
  for (const s of [...spans].sort((a, b) => a.from - b.from)) {
    if (s.from > end || Number.isNaN(end)) {
      if (!Number.isNaN(end)) total += end - start;
      [start, end] = [s.from, s.to];
    } else {
      end = Math.max(end, s.to);
    }
  }
  if (!Number.isNaN(end)) total += end - start;
  return Math.round(total / 60_000);
}

/**
 * A probe's points for a chart at most `max` long: in `max / 2` equal stretches of the record, each stretch's lowest
 * and highest reading in time order, so an excursion's peak and a defrost's dip are drawn however long the record.
 * A record that fits is returned as it is.
 */
export function thinPoints(points: ReadonlyArray<[number, number]>, max: number): Array<[number, number]> {
  if (points.length <= max) return [...points];
  const stretches = Math.max(1, Math.floor(max / 2));
  const out: Array<[number, number]> = [];
  for (let s = 0; s < stretches; s += 1) {
    const [from, to] = [Math.floor((s * points.length) / stretches), Math.floor(((s + 1) * points.length) / stretches)];
    let [lo, hi] = [from, from];
    for (let i = from + 1; i < to; i += 1) {
      if (points[i][1] < points[lo][1]) lo = i;
      if (points[i][1] > points[hi][1]) hi = i;
    }
    for (const i of lo === hi ? [lo] : [Math.min(lo, hi), Math.max(lo, hi)]) out.push(points[i]);
  }
  return out;
}

/** What a shipment's 在途温度 is, in one word for the list and the detail. */
export const TRANSIT_VERDICT = { none: 'NONE', unjudged: 'UNJUDGED', within: 'WITHIN', excursion: 'EXCURSION' } as const;
export type TransitVerdict = (typeof TRANSIT_VERDICT)[keyof typeof TRANSIT_VERDICT];

/** What a trip's readings show: none, nothing to judge them by (no cold-chain product), within, or out of the limits. */
export const transitVerdict = (readings: number, limits: TransitLimits | null, excursions: number): TransitVerdict =>
  (!readings ? TRANSIT_VERDICT.none : !limits ? TRANSIT_VERDICT.unjudged : excursions ? TRANSIT_VERDICT.excursion : TRANSIT_VERDICT.within);

/**
 * What a shipment or an intake keeps as its 在途温度 (its list's column, to show and to search by): the verdict, and of
 * an excursion whether its 评估结论 is on record — 超温待评估 is the quality department's worklist.
 */
export const TRANSIT_STATE = { ...TRANSIT_VERDICT, reviewed: 'REVIEWED' } as const;
export type TransitState = (typeof TRANSIT_STATE)[keyof typeof TRANSIT_STATE];

export const transitState = (verdict: TransitVerdict, reviewed: boolean): TransitState =>
  (verdict === TRANSIT_VERDICT.excursion && reviewed ? TRANSIT_STATE.reviewed : verdict);

/** The dictionary (FT_DICT.transitState) of the 在途温度 column (migration 0328 brings an older database's to it). */
export const TRANSIT_STATE_ITEMS: ReadonlyArray<[TransitState, string]> = [
  [TRANSIT_STATE.within, '符合'], [TRANSIT_STATE.excursion, '超温待评估'], [TRANSIT_STATE.reviewed, '超温已评估'],
  [TRANSIT_STATE.none, '未导入'], [TRANSIT_STATE.unjudged, '无温控要求'],
];

/**
 * What the quality department decided of a trip found out of its limits (评估结论, the dictionary
 * FT_DICT.transitResolution), recorded by whoever records inspections: the loop the 站内消息 opens is closed on the
 * record, and the trace report says who decided what.
 */
export const TRANSIT_RESOLUTION = { acceptable: 'ACCEPTABLE', extraTest: 'EXTRA_TEST', rejected: 'REJECTED', recall: 'RECALL' } as const;
export const TRANSIT_RESOLUTION_ITEMS: ReadonlyArray<[string, string]> = [
  [TRANSIT_RESOLUTION.acceptable, '评估可接受（不影响安全与品质）'], [TRANSIT_RESOLUTION.extraTest, '加检合格后放行或继续销售'],
  [TRANSIT_RESOLUTION.rejected, '拒收退回或停止销售'], [TRANSIT_RESOLUTION.recall, '启动召回'],
];

/** The 评估结论 after which a raw lot may still be judged 合格: the others turned the delivery away. */
export const RELEASABLE_RESOLUTIONS: readonly string[] = [TRANSIT_RESOLUTION.acceptable, TRANSIT_RESOLUTION.extraTest];

/**
 * Whether a raw lot's delivery stops its release (LotWarnings.intakeTransitHold): its excursion waits for a 评估结论
 * (`PENDING`), or the decision turned it away (`REFUSED`). As a run's CCP 纠偏 (HACCP principle 5): a deviation is
 * weighed on the record before the lot is released; judging it 不合格 is never stopped.
 */
export const TRANSIT_HOLD = { pending: 'PENDING', refused: 'REFUSED' } as const;
export type TransitHold = (typeof TRANSIT_HOLD)[keyof typeof TRANSIT_HOLD];

/** The 评估结论 that settles a trip's excursion: made after its latest import (a file imported later reopens it). */
export interface TransitReview { resolution: string; resolutionText: string; note: string | null; by: string; time: string }

/**
 * GET /foodtrace/outputwarehouse/transit and /foodtrace/crudePutin/transit: a trip's readings and what they show.
 * Times are `YYYY-MM-DD HH:mm:ss`.
 */
export interface TransitTemperature {
  kind: TripKind;
  /** The trip's moment: a shipment's 发货时间 (judged from it on), an intake's 收货时间 (judged until it). */
  atTime: string;
  /**
   * The 贮存条件 the readings are judged by (a shipment: the first cold-chain product of its lines; an intake: its raw
   * material's), or null. Products of two cold-chain conditions cannot share a shipment: its one 装车温度 must be
   * within both (cold-chain.ts).
   */
  condition: string | null;
  conditionText: string | null;
  limits: TransitLimits | null;
  verdict: TransitVerdict;
  count: number;
  judged: number;
  firstTime: string | null;
  lastTime: string | null;
  min: number | null;
  max: number | null;
  mean: number | null;
  outsideMinutes: number;
  /** `fromAt`/`toAt`: the same instants as epoch ms, for the chart. */
  excursions: Array<{ probe: string; from: string; to: string; fromAt: number; toAt: number; minutes: number; readings: number; peak: number }>;
  gaps: Array<{ probe: string; from: string; to: string; minutes: number }>;
  /**
   * The chart's points per probe: [epoch ms, ℃], in time order; a long record thinned to each stretch's lowest and
   * highest reading (TRANSIT_TEMP.chartPoints), so no peak is lost. The figures above count every reading.
   */
  series: Array<{ probe: string; points: Array<[number, number]> }>;
  /** `atTime` as epoch ms, for the chart's mark. */
  at: number;
  /** The 评估结论 that settles its excursion, or null (none yet, or readings imported since). */
  review: TransitReview | null;
  /**
   * A delivery's raw lot and its status (an excursion holds or rejects it: TRANSIT_HOLD); null for a shipment. `reach`:
   * while the readings show an excursion, what had already been made of the lot and where it went; else null.
   */
  lot: { id: string; lotNo: string; status: string; reach: LotReach | null } | null;
  /**
   * After a 评估结论 of 启动召回 (TRANSIT_RESOLUTION.recall): the trip's lots not yet recalled (a delivery's raw lot, a
   * shipment's lots), and the reason and 风险知悉时间 (the decision's) a recall of them starts from; else null.
   */
  recall: { lots: Array<{ id: string; lotNo: string }>; reason: string; learnedTime: string } | null;
}

export interface TransitImportAnswer { added: number; duplicates: number; skipped: number; outsideWindow: number }

/** A time span in words: `45 分钟`, `2 小时 5 分钟`. */
export const minutesText = (minutes: number): string => {
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  return h ? `${h} 小时${m ? ` ${m} 分钟` : ''}` : `${m} 分钟`;
};

const TRIP_NOUN: Record<TripKind, string> = { SHIPMENT: '出库单', INTAKE: '原料入库单' };
const TRIP_WINDOW_TEXT: Record<TripKind, string> = {
  SHIPMENT: `发货前 ${TRANSIT_TEMP.beforeShippedHours} 小时至发货后 ${TRANSIT_TEMP.afterShippedDays} 天`,
  INTAKE: `收货前 ${TRANSIT_TEMP.beforeReceivedHours} 小时至收货后 ${TRANSIT_TEMP.afterReceivedHours} 小时`,
};
/**
 * What a delivery's excursion did to its raw lot (LOT_STATUS): held while it waits for its 评估结论, turned away by a
 * decision, given back by one. One wording for the message of the one who decides and the 在途温度 panel.
 */
export const TRANSIT_LOT_TEXT: Readonly<Record<string, string>> = {
  [LOT_STATUS.released]: '已恢复放行',
  [LOT_STATUS.hold]: '已暂停放行：登记评估结论前不能投料或发货',
  [LOT_STATUS.rejected]: '已判定不合格，请按不合格品处置',
  [LOT_STATUS.recalled]: '已召回',
};

export const TRANSIT_TEXT = {
  badType: (file: string) => `${file}：只能导入温度记录仪导出的 .csv、.xlsx 或 .xls 文件`,
  noColumns: (file: string) => `${file}：未找到时间列和温度列；第一行应为表头，如“记录时间,温度(℃)”`,
  noReadings: (file: string) => `${file}：没有可导入的温度读数（时间和温度都能识别的行）`,
  tooMany: (kind: TripKind, max: number, have: number) => `每张${TRIP_NOUN[kind]}最多 ${max} 条温度读数，本单已有 ${have} 条，本次文件超出上限`,
  imported: (kind: TripKind, a: TransitImportAnswer) => [
    `已导入 ${a.added} 条温度读数`,
    a.duplicates ? `${a.duplicates} 条与已有读数重复未再导入` : '',
    a.outsideWindow ? `${a.outsideWindow} 条不在${TRIP_WINDOW_TEXT[kind]}之内，未导入` : '',
    a.skipped ? `${a.skipped} 行无法识别时间或温度，已跳过` : '',
  ].filter(Boolean).join('；'),
  cleared: (n: number) => `已清除 ${n} 条温度读数`,
  /** The readings of a trip in a report's cell: `3.2–5.6 ℃`, and how long outside the limits when they were. */
  range: (min: number, max: number, outsideMinutes: number) => `${min}–${max} ℃${outsideMinutes ? `，超温 ${minutesText(outsideMinutes)}` : ''}`,
  /**
   * A finding of the trace report (a raw lot's warning at 登记质检, the quality department's message): how long and
   * how far the goods were out. `trip`: `出库单 SO…`, `原料入库单 RK…（原料批次 …）`.
   */
  excursion: (trip: string, condition: string, minutes: number, peak: number, limits: TransitLimits, from: string) =>
    `${trip}${trip.endsWith('）') ? '' : ' '}在途温度超出贮存条件（${condition}）累计 ${minutesText(minutes)}，${peak > limits.max ? '最高' : '最低'} ${celsiusText(peak)}（${from} 起）`,
  /** The 评估结论 after a finding: `已评估：评估可接受（…）（短时开门装卸，复测合格）— 王丽 2026-12-05 09:30`. */
  reviewed: (r: Pick<TransitReview, 'resolutionText' | 'note' | 'by' | 'time'>) => `已评估：${r.resolutionText}${r.note ? `，${r.note}` : ''}（${r.by}，${r.time}）`,
  notOutside: '在途温度未超出贮存条件，无需评估',
  /** Where the delivery's raw lot stands because of its excursion: `原料批次 R… 已暂停放行：…` (TRANSIT_LOT_TEXT). */
  lotNow: (lot: { lotNo: string; status: string }) => `原料批次 ${lot.lotNo} ${TRANSIT_LOT_TEXT[lot.status] ?? '待检验'}`,
  /** A 评估结论 recorded, and what it did to the delivery's raw lot (`lot`: when its status moved). */
  reviewSaved: (lot: { lotNo: string; status: string } | null) => `评估结论已登记${lot ? `；${TRANSIT_TEXT.lotNow(lot)}` : ''}`,
  /** A pass of a raw lot refused by its delivery's excursion (TRANSIT_HOLD). */
  releaseRefused: (hold: TransitHold, lotNo: string, putinNo: string, resolution: string) => (hold === TRANSIT_HOLD.pending
    ? `原料批次 ${lotNo} 的原料入库单 ${putinNo} 在途温度超出贮存条件，尚未登记评估结论，不能判定合格放行：请先在原料入库详情的“在途温度”中登记评估`
    : `原料批次 ${lotNo} 的原料入库单 ${putinNo} 在途温度超标的评估结论为“${resolution}”，不能判定合格放行`),
  /** Why a raw lot is not released, in a refused 投料 or 发货 (TRANSIT_HOLD): its delivery's excursion. */
  heldBy: (hold: TransitHold, putinNo: string, resolution: string) => (hold === TRANSIT_HOLD.pending
    ? `原料入库单 ${putinNo} 在途温度超标，待评估`
    : `原料入库单 ${putinNo} 在途温度超标的评估结论为“${resolution}”`),
  /**
   * Told whoever saves a material or a product (its 贮存条件 judges their readings) while trips of it wait for their
   * 评估结论: `nos`, their numbers.
   */
  awaitingReview: (kind: TripKind, nos: readonly string[]) =>
    `${TRIP_NOUN[kind]} ${nos.slice(0, 3).join('、')}${nos.length > 3 ? `等 ${nos.length} 张` : ''} 在途温度超出贮存条件，待质量部门评估`,
  /** How a trip is named in a finding. */
  shipment: (shipmentNo: string) => `出库单 ${shipmentNo}`,
  intake: (putinNo: string, lotNo: string) => `原料入库单 ${putinNo}（原料批次 ${lotNo}）`,
} as const;
