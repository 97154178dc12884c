/**
 * 模拟召回演练计划 (GET /foodtrace/recall/drillPlan): BRCGS 3.9 and SQF ask for a traceability and recall test at
 * least once a year, and TRACEABILITY.md §4.3 for one per product, alternating where it starts — a raw lot traced
 * forward one year, a finished lot traced back the next. Per finished product: the latest mock recall that
 * reached it, when the next is due, and a lot to start the next one from.
 */
export const RECALL_DRILL = {
  /** A product's drill is due this many months after its last one. */
  intervalMonths: 12,
  /** Due within this many days reads 即将到期. */
  soonDays: 30,
} as const;

/** DONE: drilled and not due soon; SOON: due within soonDays; OVERDUE: past due; NEVER: no drill has reached it. */
export type DrillState = 'DONE' | 'SOON' | 'OVERDUE' | 'NEVER';

export interface RecallDrillRow {
  productId: string; productName: string; typeName: string | null;
  /** The latest mock recall whose lots reached the product, and how it went (minutes null while it runs). */
  last: { recallId: string; recallNo: string; startedTime: string; minutes: number | null; withinTarget: boolean | null; seedKind: string } | null;
  /** YYYY-MM-DD, null when never drilled (due now). */
  dueDate: string | null;
  state: DrillState;
  /**
   * Where the next drill starts: a main raw lot behind the product's newest released finished lot when the last drill
   * started from a finished lot, else that finished lot; null when the product has no released finished lot.
   */
  nextSeed: { id: string; lotNo: string; lotKind: string } | null;
}

export interface RecallDrillPlan { rows: RecallDrillRow[]; counts: Record<DrillState, number> }
