import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { CCP_DEVIATED_STATES } from '../../foodtrace/ccp-correction.ts';
import { remarkField } from './shared.ts';

/**
 * CCP 纠偏记录 (foodtrace/ccp-correction.ts): what was done when a run missed a critical limit — the cause, the
 * action that brought the process back under control, what became of the product made meanwhile, who was
 * responsible and who verified it, with the papers. The deviation itself is copied from the run when the record
 * is made, so the record reads whole on its own. Recording one moves the run from 待纠偏 to 已纠偏, which is
 * what lets its products be released.
 */
export const ccpCorrectionResource = defineResource({
  key: 'ccpCorrection',
  title: 'CCP 纠偏记录',
  table: 'ft_ccp_correction',
  basePath: '/foodtrace/ccpCorrection',
  permPrefix: 'foodtrace:ccpCorrection',
  departmentOwned: true,
  fields: {
    correctionNo: { label: '纠偏单号', type: 'string', required: true, autoNumber: 'ft_correction_no', unique: true, maxLength: 50, search: 'like', sortable: true },
    processId: {
      label: '加工单', type: 'string', required: true, maxLength: 32, search: 'eq',
      ref: { resource: 'process', label: 'processNo', filter: { ccpState: CCP_DEVIATED_STATES.join(',') }, details: ['productId_dictText', 'ccpDeviation'] },
    },
    deviation: { label: '偏差情况', type: 'string', maxLength: 500, form: false },
    correctedTime: { label: '纠偏时间', type: 'datetime', required: true, happened: true, search: 'range', sortable: true },
    cause: { label: '偏差原因', type: 'string', required: true, maxLength: 200, search: 'like', list: false, placeholder: '如：蒸汽调节阀卡滞，杀菌温度降至限值以下' },
    action: { label: '纠偏措施', type: 'string', required: true, maxLength: 500, list: false, placeholder: '如：停机检修蒸汽调节阀，校准温度记录仪，复测合格后恢复生产' },
    productAction: { label: '产品处理', type: 'string', dict: FT_DICT.ccpProductAction, required: true, maxLength: 20, search: 'eq', width: 150 },
    responsible: { label: '责任人', type: 'string', required: true, maxLength: 50, signedBy: true, width: 90 },
    verifier: { label: '验证人', type: 'string', maxLength: 50, list: false, placeholder: '质量部门验证纠偏效果的人' },
    verifyResult: { label: '验证结果', type: 'string', maxLength: 200, list: false, placeholder: '如：复测杀菌温度 76.5 ℃，连续 30 分钟在限值内' },
    files: { label: '纠偏凭证', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 } },
    remark: remarkField,
  },
  defaultSort: { column: 'correctedTime', order: 'desc' },
});
