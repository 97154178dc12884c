import { defineResource } from '../../resource.ts';
import { FT_DICT, LOT_HAS_STOCK } from '../../foodtrace/codes.ts';
import { HOLDABLE_STATUSES, LOT_HOLD_SCOPE } from '../../foodtrace/lot-hold.ts';
import { LOT_REF_DETAILS, remarkField } from './shared.ts';

/**
 * 质量暂扣 (foodtrace/lot-hold.ts): a lot stopped while a doubt about it is looked into — why, since when, by whom — and,
 * once settled, when it was released with what conclusion. The lot is 暂停放行 while any of its holds is in force.
 */
export const lotHoldResource = defineResource({
  key: 'lotHold',
  title: '质量暂扣',
  table: 'ft_lot_hold',
  basePath: '/foodtrace/lotHold',
  permPrefix: 'foodtrace:lotHold',
  departmentOwned: true,
  scopes: [LOT_HOLD_SCOPE.open],
  fields: {
    lotId: {
      label: '批次', type: 'string', required: true, maxLength: 32, search: 'eq',
      ref: { resource: 'lot', label: 'lotNo', filter: { status: HOLDABLE_STATUSES.join(','), availableQty: LOT_HAS_STOCK }, details: LOT_REF_DETAILS },
    },
    source: { label: '暂扣原因类别', type: 'string', dict: FT_DICT.holdSource, required: true, maxLength: 20, search: 'eq', width: 150 },
    reason: { label: '暂扣原因', type: 'string', required: true, maxLength: 200, search: 'like', placeholder: '如：供应商 3 月 2 日起暂停供货资格，其在库原料待复检' },
    heldTime: { label: '暂扣时间', type: 'datetime', required: true, happened: true, search: 'range', sortable: true },
    // in the detail only: a hold in force has two actions more in its row (解除暂扣, 暂扣下游), and the list keeps to 1440 px
    heldBy: { label: '暂扣人', type: 'string', maxLength: 50, signedBy: true, list: false },
    releasedTime: { label: '解除时间', type: 'datetime', happened: true, notBefore: 'heldTime', sortable: true, placeholder: '调查有结论后填写' },
    conclusion: { label: '处理结论', type: 'string', maxLength: 500, list: false, placeholder: '如：复检 3 项指标合格，解除暂扣；或：判定不合格，转不合格品处置' },
    releasedBy: { label: '解除人', type: 'string', maxLength: 50, list: false },
    files: { label: '调查资料', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 } },
    remark: remarkField,
  },
  defaultSort: { column: 'heldTime', order: 'desc' },
});
