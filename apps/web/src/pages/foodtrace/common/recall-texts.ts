/** Texts of the recall dialog (食品召回管理办法). */
export const RECALL_TEXT = {
  action: '召回',
  ok: '确认召回',
  title: (lotNo: string) => `召回批次 ${lotNo}`,
  hint: '召回将把该批次及其全部下游批次标记为“已召回”，其有效追溯码同时标记为召回，消费者扫码时会看到召回提示。此操作不可撤销。',
  reason: '召回原因',
  reasonRequired: '请填写召回原因',
  reasonPlaceholder: '如：原料供应商通报致病菌超标，按一级召回处理',
  done: (no: string, lots: number, codes: number) => `已登记召回 ${no}：${lots} 个批次、${codes} 个追溯码`,
} as const;
