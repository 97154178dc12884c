import { INSPECTION_RESULT, INSPECTION_STAGE } from './codes.ts';

/**
 * 留样: a sample of every batch of finished product is kept (GB 14881-2013 §9 and the production-licence review
 * rules: 成品应按批留样), at least until its shelf life ends, so that a complaint or a recall can be tested
 * against the batch itself. The release of a finished lot — a passing 出厂检验 — records it; both the form and
 * the server check it with these words.
 */
export const RETAINED_SAMPLE_TEXT = {
  missing: '出厂检验合格的批次须登记留样数量和留样位置（成品应按批留样）',
  tooShort: (expiryDate: string) => `留样应保存至保质期满：留样至不能早于批次的保质期至 ${expiryDate}`,
  /** A lot without 保质期至 gives its sample no date to be kept to: one must be given. */
  untilMissing: (lotNo: string) => `批次 ${lotNo} 未登记保质期至，请填写留样至`,
  moreThanLot: (sampleQty: number, lotNo: string, left: string) => `留样数量 ${sampleQty} 超过批次 ${lotNo} 的剩余数量 ${left}`,
  /** A run or a shipment would take the retained samples, which leave only by 不合格品处置 once kept long enough. */
  tooMuch: (lotNo: string, left: string, kept: string, verb: string, asked: string) =>
    `批次 ${lotNo} 可用数量不足：剩余 ${left}，其中留样 ${kept} 须保存至保质期满、不能${verb}，本次${verb} ${asked}`,
  /** A disposal would take retained samples before their 留样至 (a recalled lot's samples are evidence too). */
  keptUntil: (lotNo: string, left: string, kept: string, until: string, asked: string) =>
    `批次 ${lotNo} 剩余 ${left}，其中留样 ${kept} 须保存至 ${until}，到期前不能处置；本次处置 ${asked}`,
  /** The reason 登记销毁 of the 留样台账 fills in, to be edited. */
  destroyedReason: (until: string) => `留样期满（留样至 ${until}），按留样管理制度销毁`,
} as const;

/**
 * The 留样台账 (the inspections' list scopes): the samples still kept — of a release, with a sample, whose lot still
 * has stock (a sample leaves only with the lot's last units, by 不合格品处置) — and of them those past their 留样至
 * today (`samplesDue`: to be destroyed, the home page's 留样到期). Read by 留样至, soonest first.
 */
export const CHECKOUT_SCOPE = { samplesKept: 'samplesKept', samplesDue: 'samplesDue' } as const;

/** Days before its 留样至 a sample is marked in the 留样台账, so the destruction can be planned. */
export const SAMPLE_WARN_DAYS = 30;

/** Whether a kept sample may be destroyed on `day` (`YYYY-MM-DD`): kept through its 留样至, due the day after. */
export const isSampleDue = (sampleUntil: string | null | undefined, day: string): boolean => !!sampleUntil && sampleUntil < day;

/** Whether an inspection is a release (a passing 出厂检验), which must keep a sample of its lot. */
export const isRelease = (h: Readonly<Record<string, unknown>>): boolean => h.stage === INSPECTION_STAGE.final && h.result === INSPECTION_RESULT.pass;

/**
 * What is left of a lot's retained samples (`retainedQty`, what its releases recorded) when `availableQty` is
 * left of the lot: the samples are its last units (nothing else may take them), so never more than that.
 */
export const retainedLeftOf = (retainedQty: number, availableQty: number): number => Math.max(0, Math.min(retainedQty, availableQty));

/** What a header lacks of its retained sample, or null: only a passing 出厂检验 must have one. */
export function retainedSampleProblem(h: Readonly<Record<string, unknown>>): string | null {
  if (!isRelease(h)) return null;
  const qty = Number(h.sampleQty ?? 0);
  const location = typeof h.sampleLocation === 'string' ? h.sampleLocation.trim() : '';
  return qty >= 1 && location ? null : RETAINED_SAMPLE_TEXT.missing;
}
