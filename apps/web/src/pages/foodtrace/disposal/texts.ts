import type { RegisterTexts } from '../common/register-with-worklist';

/** Texts of 不合格品处置 (LotDisposalList). */
export const DISPOSAL_TEXT: RegisterTexts = {
  views: { records: '处置记录', worklist: '待处置批次' },
  hint: {
    records: '不合格、暂停放行、已召回或已过保质期批次的库存，退回供应商、销毁或无害化处理的记录；登记后批次的可用量随之减少，物料平衡和追溯报告计入已处置。',
    worklist: '状态为不合格、暂停放行或已召回的批次，以及已过保质期仍有库存的批次（过期食品无须先检验判定不合格）；可用量大于 0 的尚待处置。只剩留样且未到留样至的批次不列出，留样到期后可在质检记录的留样台账登记销毁。',
  },
  act: '登记处置',
};
