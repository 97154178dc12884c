import { INSPECTION_RESULT, LOT_STATUS, TRANSIT_HOLD, type InspectionResult, type LotStatus, type TransitHold } from '@foodtrace/contracts';

/**
 * A lot's status follows from its starting status, its inspections in time order and a recall (DOMAIN.md §1
 * status gates; TRACEABILITY.md §4.1 state machine):
 * - a pass releases a pending or held lot;
 * - a failure rejects a pending lot, holds a released one (a later sampling found a problem: stop it while
 *   it is evaluated) and rejects a held one (the second failure confirms it);
 * - rejected is final: reworked goods become a new lot through a processing run;
 * - a raw lot whose delivery went outside its 贮存条件 on the way (`transit`, TRANSIT_HOLD) is held while the quality
 *   department's 评估结论 is awaited, as a failed sampling holds it — a material released on intake without inspection
 *   too, and one passed before the logger's file came in — and rejected once the decision turned the delivery away;
 * - a lot with a 质量暂扣 in force (`held`) is held as long as it would otherwise be released: a passing inspection
 *   meanwhile does not release it, and once the hold is released it is again what its inspections make it;
 * - a recall overrides everything.
 * Deriving instead of patching means that correcting or deleting an inspection, or a later 评估结论, gives the right
 * status.
 */
export function deriveLotStatus(initial: LotStatus, results: readonly InspectionResult[], recalled: boolean, transit: TransitHold | null = null, held = false): LotStatus {
  if (recalled) return LOT_STATUS.recalled;
  let status = initial;
  for (const result of results) {
    if (status === LOT_STATUS.rejected) break;
    if (result === INSPECTION_RESULT.pass) status = LOT_STATUS.released;
    else status = status === LOT_STATUS.released ? LOT_STATUS.hold : LOT_STATUS.rejected;
  }
  if (transit === TRANSIT_HOLD.refused) return LOT_STATUS.rejected;
  if (transit === TRANSIT_HOLD.pending && status === LOT_STATUS.released) return LOT_STATUS.hold;
  if (held && status === LOT_STATUS.released) return LOT_STATUS.hold;
  return status;
}
