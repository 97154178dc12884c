/**
 * What an auditor finds missing in a lot's records, in the same words wherever it is read (召回报告 发现的问题,
 * 批次追溯报告 记录核查). Each takes the lot numbers concerned.
 */
export const RECORD_GAP = {
  undocumented: (lotNos: readonly string[]) => `原料批次 ${lotNos.join('、')} 缺少供应商批号或随货单据`,
  uninspected: (lotNos: readonly string[]) => `原料批次 ${lotNos.join('、')} 没有检验记录`,
} as const;
