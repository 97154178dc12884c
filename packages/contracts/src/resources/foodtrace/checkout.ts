import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { CHECKOUT_SCOPE } from '../../foodtrace/retained-sample.ts';
import { INSPECTION_FILTER, LOT_REF_DETAILS, remarkField } from './shared.ts';

/**
 * 质检记录 (ProductCheckoutList): an inspection of a lot (EPCIS inspecting → conformant / non_conformant).
 * Its result moves the lot's status (pending → released or rejected). It is added only with its items, by
 * POST /foodtrace/checkout/record (登记检验): a generic add would release a lot on a bare 合格 without a single
 * item. isPublic marks what the public trace page may show; the inspector signs every record. Once its lot is
 * used (投料, 发货, 赋码) the record is evidence: what was found, when and by whom is fixed; a report file, the
 * public flag and a remark may still be added.
 */
export const checkoutResource = defineResource({
  key: 'checkout',
  title: '质检记录',
  table: 'ft_checkout',
  basePath: '/foodtrace/checkout',
  permPrefix: 'foodtrace:checkout',
  departmentOwned: true,
  actions: ['list', 'queryById', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  scopes: [CHECKOUT_SCOPE.samplesKept, CHECKOUT_SCOPE.samplesDue],
  fields: {
    checkoutNo: { label: '检验单号', type: 'string', required: true, autoNumber: 'ft_checkout_no', unique: true, maxLength: 50, search: 'like', sortable: true },
    lotId: { label: '批次', type: 'string', required: true, fixedOnceUsed: true, maxLength: 32, ref: { resource: 'lot', label: 'lotNo', details: LOT_REF_DETAILS }, search: 'eq' },
    stage: { label: '检验类别', type: 'string', dict: FT_DICT.inspectionStage, required: true, fixedOnceUsed: true, maxLength: 20, search: 'eq' },
    result: { label: '检验结论', type: 'string', dict: FT_DICT.inspectionResult, required: true, fixedOnceUsed: true, maxLength: 10, search: 'eq' },
    inspectedTime: { label: '检验时间', type: 'datetime', required: true, happened: true, fixedOnceUsed: true, search: 'range', sortable: true },
    agencyId: { label: '检验机构', type: 'string', fixedOnceUsed: true, maxLength: 32, ref: { resource: 'relationOffice', label: 'name', filter: INSPECTION_FILTER }, placeholder: '留空为本厂化验室' },
    standardRef: { label: '检验依据', type: 'string', fixedOnceUsed: true, maxLength: 100 },
    certificateNo: { label: '检验合格证号', type: 'string', fixedOnceUsed: true, maxLength: 50, list: false },
    inspector: { label: '检验员', type: 'string', required: true, fixedOnceUsed: true, maxLength: 50, signedBy: true },
    // 留样 (retained-sample.ts): a passing 出厂检验 keeps a sample of the batch until its shelf life ends. Not
    // fixed once used: a sample may be moved, or tested and used up.
    sampleQty: { label: '留样数量', type: 'int', min: 0, max: 10000, list: false, placeholder: '件（最小销售包装）' },
    sampleLocation: { label: '留样位置', type: 'string', maxLength: 100, list: false, search: 'like', placeholder: '如：成品留样室 冷藏柜 B-03' },
    sampleUntil: { label: '留样至', type: 'date', list: false, sortable: true, placeholder: '留空为批次的保质期至' },
    reportFile: { label: '检验报告', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'report', accept: '.pdf,.jpg,.jpeg,.png' } },
    isPublic: { label: '对外公示', type: 'string', dict: FT_DICT.yn, required: true, maxLength: 1 },
    remark: remarkField,
  },
  defaultSort: { column: 'inspectedTime', order: 'desc' },
});
