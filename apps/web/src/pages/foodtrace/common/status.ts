import { CCP_STATE, CLEANING_RESULT, CODE_STATUS, LINE_STATUS, INSPECTION_RESULT, LOT_STATUS, PROCESS_STATUS, PUBLISH_STATUS, SAFETY_CHECK_RESULT, SCAN_RESULT, STEP_RESULT, SUGGEST_STATUS, SUPPLIER_STATUS, TRANSIT_STATE, FT_DICT } from '@foodtrace/contracts';

/**
 * The colour of a status tag (DOMAIN.md §1 status gates): green may go on, gold waits for a decision,
 * orange is held, red is refused or recalled, grey is out of use. One table per dictionary so a list, a
 * detail and the trace graph colour the same value alike.
 */
export type TagColor = 'green' | 'gold' | 'orange' | 'red' | 'magenta' | 'blue' | 'default' | 'cyan' | 'purple';

const BY_DICT: Record<string, Record<string, TagColor>> = {
  [FT_DICT.lotStatus]: {
    [LOT_STATUS.pending]: 'gold', [LOT_STATUS.released]: 'green', [LOT_STATUS.hold]: 'orange',
    [LOT_STATUS.rejected]: 'red', [LOT_STATUS.recalled]: 'magenta',
  },
  [FT_DICT.codeStatus]: { [CODE_STATUS.active]: 'green', [CODE_STATUS.void]: 'default', [CODE_STATUS.recalled]: 'magenta' },
  [FT_DICT.inspectionResult]: { [INSPECTION_RESULT.pass]: 'green', [INSPECTION_RESULT.fail]: 'red' },
  [FT_DICT.processStatus]: { [PROCESS_STATUS.planned]: 'blue', [PROCESS_STATUS.done]: 'green' },
  [FT_DICT.stepResult]: { [STEP_RESULT.ok]: 'green', [STEP_RESULT.deviation]: 'red' },
  [FT_DICT.ccpState]: { [CCP_STATE.none]: 'default', [CCP_STATE.pending]: 'red', [CCP_STATE.corrected]: 'green' },
  [FT_DICT.scanResult]: { [SCAN_RESULT.ok]: 'green', [SCAN_RESULT.void]: 'default', [SCAN_RESULT.recalled]: 'magenta', [SCAN_RESULT.unknown]: 'red' },
  [FT_DICT.suggestStatus]: { [SUGGEST_STATUS.new]: 'gold', [SUGGEST_STATUS.processing]: 'blue', [SUGGEST_STATUS.replied]: 'green', [SUGGEST_STATUS.closed]: 'default' },
  [FT_DICT.lotKind]: { RAW: 'cyan', WIP: 'purple', FINISHED: 'blue' },
  [FT_DICT.codeLevel]: { ITEM: 'default', CASE: 'purple' },
  [FT_DICT.transitState]: { [TRANSIT_STATE.within]: 'green', [TRANSIT_STATE.excursion]: 'red', [TRANSIT_STATE.reviewed]: 'orange' },
  [FT_DICT.recallType]: { REAL: 'magenta', MOCK: 'blue' },
  [FT_DICT.recallStatus]: { OPEN: 'gold', CLOSED: 'default' },
  // What consumers see: a published announcement or ad is live, a draft waits, an offline one is out of use.
  [FT_DICT.publishStatus]: { [PUBLISH_STATUS.draft]: 'gold', [PUBLISH_STATUS.published]: 'green', [PUBLISH_STATUS.offline]: 'default' },
  [FT_DICT.validStatus]: { '1': 'green', '0': 'default' },
  // 食品安全自查: nothing found, found and put right, still being put right
  [FT_DICT.safetyCheckResult]: { [SAFETY_CHECK_RESULT.none]: 'green', [SAFETY_CHECK_RESULT.fixed]: 'blue', [SAFETY_CHECK_RESULT.open]: 'orange' },
  [FT_DICT.safetyCheckKind]: { DAILY: 'default', WEEKLY: 'cyan', MONTHLY: 'purple' },
  [FT_DICT.cleaningResult]: { [CLEANING_RESULT.pass]: 'green', [CLEANING_RESULT.fail]: 'red' },
  [FT_DICT.lineStatus]: { [LINE_STATUS.active]: 'green', [LINE_STATUS.stopped]: 'default' },
  [FT_DICT.supplierStatus]: { [SUPPLIER_STATUS.approved]: 'green', [SUPPLIER_STATUS.suspended]: 'orange', [SUPPLIER_STATUS.revoked]: 'red' },
};

/** The tag colour of a dictionary value; 'default' for a value (or dictionary) without one. */
export function statusColor(dictCode: string, value: unknown): TagColor {
  if (value === null || value === undefined) return 'default';
  return BY_DICT[dictCode]?.[String(value)] ?? 'default';
}

/** Dictionaries whose values are coloured (the others keep the plain dictionary tag). */
export function isColouredDict(dictCode: string | undefined): boolean {
  return Boolean(dictCode && BY_DICT[dictCode]);
}

/** Only a released lot may be used, shipped or coded (DOMAIN.md §1). */
export function isUsableLot(status: unknown): boolean {
  return status === LOT_STATUS.released;
}

/** A recall starts from a lot that is not recalled already. */
export function canRecall(status: unknown): boolean {
  return typeof status === 'string' && status !== LOT_STATUS.recalled;
}
