import { INSPECTION_RESULT, LOT_STATUS, type InspectionResult, type LotStatus } from '@foodtrace/contracts';

/**
 * A lot's status follows from its starting status, its inspections in time order and a recall (DOMAIN.md §1
 * status gates; TRACEABILITY.md §4.1 state machine):
 * - a pass releases a pending or held lot;
 * - a failure rejects a pending lot, holds a released one (a later sampling found a problem: stop it while
 *   it is evaluated) and rejects a held one (the second failure confirms it);
 * - rejected is final: reworked goods become a new lot through a processing run;
 * - a recall overrides everything.
 * Deriving instead of patching means that correcting or deleting an inspection gives the right status.
 */
export function deriveLotStatus(initial: LotStatus, results: readonly InspectionResult[], recalled: boolean): LotStatus {
  if (recalled) return LOT_STATUS.recalled;
  let status = initial;
  for (const result of results) {
    if (status === LOT_STATUS.rejected) break;
    if (result === INSPECTION_RESULT.pass) status = LOT_STATUS.released;
    else status = status === LOT_STATUS.released ? LOT_STATUS.hold : LOT_STATUS.rejected;
  }
  return status;
}
