/**
 * 成品入库 once its lot has shipped: the receipt is part of the record the shipments rest on (where the goods were
 * and how many went in), so it is corrected only in what does not change that, and never deleted.
 */
export const FINISH_PUTIN_TEXT = {
  /** The reason its 成品批次, 入库数量 and 入库时间 are fixed (the form says which: `…：…不能再修改`). */
  shipped: (lotNo: string) => `成品批次 ${lotNo} 已发货`,
  undeletable: (lotNo: string) => `成品批次 ${lotNo} 已发货，入库记录不能删除`,
} as const;
