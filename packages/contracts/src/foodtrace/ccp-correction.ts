/**
 * CCP 纠偏 (HACCP principle 5, corrective actions; GB/T 27341 and GB 14881 §8 on the control of critical
 * steps): when a processing run misses a critical limit, someone finds why, puts the process back under
 * control, decides what becomes of the product made meanwhile, and a second person verifies it — on record.
 * A run's CCP state says where it stands; the products of a run still 待纠偏 cannot be released.
 */
export const CCP_STATE = { none: 'NONE', pending: 'PENDING', corrected: 'CORRECTED' } as const;

export const CCP_STATE_ITEMS: ReadonlyArray<[string, string]> = [
  [CCP_STATE.none, '无偏差'], [CCP_STATE.pending, '待纠偏'], [CCP_STATE.corrected, '已纠偏'],
];

/** What was decided about the product made while the limit was missed. */
export const CCP_PRODUCT_ACTION_ITEMS: ReadonlyArray<[string, string]> = [
  ['ISOLATE', '隔离，经检验判定'], ['REPROCESS', '返工重新加工'], ['DISPOSE', '判定不合格并处置'], ['NONE', '偏差期间无产品受影响'],
];

/** The runs a correction may be recorded for: those with a deviation, corrected or not (a second action may follow). */
export const CCP_DEVIATED_STATES: readonly string[] = [CCP_STATE.pending, CCP_STATE.corrected];

export const CCP_TEXT = {
  releaseRefused: (lotNo: string, processNo: string) =>
    `批次 ${lotNo} 的加工单 ${processNo} 有关键控制点偏差尚未登记纠偏措施，不能判定合格放行；请先在“CCP 纠偏”登记`,
  processFixed: '纠偏记录的加工单不能修改；登记错了加工单的，请删除后重新登记',
  /** A correction cannot be older than the run whose deviation it answers. */
  beforeRun: (processNo: string, start: string) => `纠偏时间不能早于加工单 ${processNo} 的开始时间 ${start}`,
  lastInUse: (processNo: string, lotNo: string) => `加工单 ${processNo} 的产出批次 ${lotNo} 已放行，它唯一的纠偏记录不能删除`,
} as const;
