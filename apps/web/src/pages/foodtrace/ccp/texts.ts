import type { RegisterTexts } from '../common/register-with-worklist';

/** Texts of CCP 纠偏 (CcpCorrectionList). */
export const CCP_CORRECTION_TEXT: RegisterTexts = {
  views: { records: '纠偏记录', worklist: '待纠偏加工单' },
  hint: {
    records: '加工时关键控制点（CCP）超出限值后采取的纠偏措施：偏差原因、纠偏措施、偏差期间产品的处理、责任人与验证人（HACCP 原理五）。登记后加工单转为已纠偏，其产出批次方可检验放行。',
    worklist: '关键控制点偏差尚未登记纠偏的加工单；这些加工单的产出批次不能判定合格放行。',
  },
  act: '登记纠偏',
};
