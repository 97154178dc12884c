import type { ViewTexts } from '../common/view-switch';

/** 质量暂扣: its views, its release and the hold 批次库存 starts. */
export const HOLD_TEXT_UI = {
  release: '解除暂扣',
  releaseTitle: (lotNo: string) => `解除暂扣：批次 ${lotNo}`,
  releaseHint: '解除后，批次恢复为其检验结论所决定的状态；判定不合格的，请在检验记录中登记不合格结论，再经不合格品处置。',
  hold: '暂扣',
  downstream: '暂扣下游',
  downstreamTitle: (lotNo: string) => `暂扣下游批次：由批次 ${lotNo} 制成的批次`,
  downstreamHint: '下列批次由该批次制成，仍有库存且未暂扣。确认后逐批登记质量暂扣：原因类别与本暂扣相同，原因注明上游批次；各批次调查有结论后分别解除。',
  downstreamOk: (n: number) => `暂扣 ${n} 个批次`,
  downstreamColumns: { lotNo: '批次号', itemName: '品名', status: '状态', available: '可用量' },
  inForce: '暂扣中',
} as const;

export const HOLD_VIEWS: ViewTexts<'all' | 'open'> = {
  views: { all: '全部暂扣记录', open: '暂扣中' },
  hint: { open: '暂扣中的批次为“暂停放行”：不能投料、发货或激活追溯码，检验合格也不放行，直至解除暂扣。' },
};
