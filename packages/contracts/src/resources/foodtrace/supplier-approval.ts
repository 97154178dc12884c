import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { SUPPLIER_FILTER, remarkField } from './shared.ts';

/**
 * 合格供方 (foodtrace/supplier-approval.ts): each evaluation of a supplier for a raw material and what it decided.
 * 原料入库 reads the latest decision of the delivering supplier for the material (shared/supplier-approval.ts).
 */
export const supplierApprovalResource = defineResource({
  key: 'supplierApproval',
  title: '合格供方',
  table: 'ft_supplier_approval',
  basePath: '/foodtrace/supplierApproval',
  permPrefix: 'foodtrace:supplierApproval',
  fields: {
    supplierId: { label: '供应商', type: 'string', required: true, maxLength: 32, ref: { resource: 'relationOffice', label: 'name', filter: SUPPLIER_FILTER }, search: 'eq' },
    crudeId: { label: '原料', type: 'string', required: true, maxLength: 32, ref: { resource: 'crude', label: 'name' }, search: 'eq' },
    status: { label: '供货资格', type: 'string', dict: FT_DICT.supplierStatus, required: true, maxLength: 20, search: 'eq', initial: 'APPROVED' },
    method: { label: '评价方式', type: 'string', dict: FT_DICT.evaluationMethod, required: true, maxLength: 20 },
    evaluatedDate: { label: '评价日期', type: 'date', required: true, happened: true, search: 'range', sortable: true },
    reviewDue: { label: '下次复评', type: 'date', notBefore: 'evaluatedDate', sortable: true, width: 170, placeholder: '通常为评价后一年' },
    evaluator: { label: '评价人', type: 'string', maxLength: 50, list: false, signedBy: true },
    conclusion: { label: '评价结论', type: 'string', maxLength: 500, list: false, placeholder: '如：现场审核牧场挤奶与冷却设施，抽检生鲜乳 3 批次均符合 GB 19301' },
    files: { label: '评价资料', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 } },
    remark: remarkField,
  },
  defaultSort: { column: 'evaluatedDate', order: 'desc' },
});
