import { defineResource, LIST_SCOPE_KEY } from '../../resource.ts';
import { FT_DICT, LOT_HAS_STOCK } from '../../foodtrace/codes.ts';
import { LOT_SCOPE } from '../../foodtrace/lot-disposal.ts';
import { LOT_REF_DETAILS, quantityField, remarkField } from './shared.ts';

/**
 * 不合格品处置 (foodtrace/lot-disposal.ts): stock of a rejected, held, recalled or expired lot returned to its supplier,
 * destroyed or made harmless — how much, when, where, by whom and witnessed by whom, with the papers. The lot's
 * 已处置 grows by it, so its 可用量 and every mass balance account for what left this way.
 */
export const lotDisposalResource = defineResource({
  key: 'lotDisposal',
  title: '不合格品处置',
  table: 'ft_lot_disposal',
  basePath: '/foodtrace/lotDisposal',
  permPrefix: 'foodtrace:lotDisposal',
  departmentOwned: true,
  fields: {
    disposalNo: { label: '处置单号', type: 'string', required: true, autoNumber: 'ft_disposal_no', unique: true, maxLength: 50, search: 'like', sortable: true },
    lotId: {
      label: '批次', type: 'string', required: true, maxLength: 32, search: 'eq',
      ref: { resource: 'lot', label: 'lotNo', filter: { [LIST_SCOPE_KEY]: LOT_SCOPE.disposable, availableQty: LOT_HAS_STOCK }, details: LOT_REF_DETAILS },
    },
    method: { label: '处置方式', type: 'string', dict: FT_DICT.lotDisposalMethod, required: true, maxLength: 20, search: 'eq', width: 110 },
    quantity: quantityField('处置数量'),
    unit: { label: '单位', type: 'string', dict: FT_DICT.unit, maxLength: 20, form: false, width: 70 },
    disposedTime: { label: '处置时间', type: 'datetime', required: true, happened: true, search: 'range', sortable: true },
    reason: { label: '不合格原因', type: 'string', required: true, maxLength: 200, search: 'like', placeholder: '如：抗生素残留检出，判定不合格' },
    place: { label: '处置地点', type: 'string', maxLength: 100, list: false, placeholder: '如：厂区污水处理站；退货的填供应商收货地' },
    handler: { label: '经办人', type: 'string', maxLength: 50, list: false, signedBy: true },
    witness: { label: '监督人', type: 'string', maxLength: 50, list: false, placeholder: '质量部门到场监督的人' },
    docNo: { label: '单据号', type: 'string', maxLength: 64, list: false, placeholder: '退货单、销毁证明等的编号' },
    files: { label: '处置凭证', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 } },
    remark: remarkField,
  },
  defaultSort: { column: 'disposedTime', order: 'desc' },
});
