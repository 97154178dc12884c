import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { LOT_REF_DETAILS } from './shared.ts';

/**
 * 生码批次 (FoodCodeManageList): one generation of trace codes for a released lot. Written only by
 * POST /foodtrace/code/generate; exported as CSV by /foodtrace/code/exportCsv.
 */
export const codeBatchResource = defineResource({
  key: 'codeBatch',
  title: '生码批次',
  table: 'ft_code_batch',
  basePath: '/foodtrace/codeBatch',
  permPrefix: 'foodtrace:codeBatch',
  departmentOwned: true,
  actions: ['list', 'queryById'],
  fields: {
    batchNo: { label: '生码批次号', type: 'string', maxLength: 32, search: 'like', sortable: true },
    lotId: { label: '成品批次', type: 'string', maxLength: 32, ref: { resource: 'lot', label: 'lotNo', details: LOT_REF_DETAILS }, search: 'eq' },
    productId: { label: '产品', type: 'string', maxLength: 32, ref: { resource: 'product', label: 'name' }, search: 'eq' },
    codeLevel: { label: '码类型', type: 'string', dict: FT_DICT.codeLevel, maxLength: 10, search: 'eq' },
    // a case batch's quantity reads "n 箱 × 每箱件数" in the list (FoodCodeManageList), which keeps its width so
    quantity: { label: '数量', type: 'int' },
    perCase: { label: '每箱件数', type: 'int', list: false },
    withSerial: { label: 'GS1 数字链接', type: 'string', dict: FT_DICT.yn, maxLength: 1 },
    remark: { label: '备注', type: 'string', maxLength: 500, list: false },
  },
});
