import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { LOT_NO_PATTERN } from '../../foodtrace/trace-code.ts';
import { LOGISTICS_FILTER, quantityField, remarkField, SUPPLIER_FILTER, unitField } from './shared.ts';

/**
 * 原料入库 (FoodCrudePutinList): the receiving event. Adding one creates the raw lot; the supplier's own lot
 * number is required, or the trace loses its step back (GB/T 22005; FSMA §1.1345; Food Safety Law Art. 50).
 * Once its lot is used (consumed, shipped, coded), what the lot is and when it arrived are part of the
 * genealogy and stay fixed, and the quantity cannot drop below what was used of the lot.
 */
export const crudePutinResource = defineResource({
  key: 'crudePutin',
  title: '原料入库',
  table: 'ft_crude_putin',
  basePath: '/foodtrace/crudePutin',
  permPrefix: 'foodtrace:crudePutin',
  departmentOwned: true,
  fields: {
    putinNo: { label: '入库单号', type: 'string', required: true, autoNumber: 'ft_crude_putin_no', unique: true, maxLength: 50, search: 'like', sortable: true },
    crudeId: { label: '原料', type: 'string', required: true, fixedOnceUsed: true, maxLength: 32, ref: { resource: 'crude', label: 'name', fills: { unit: 'unit' } }, search: 'eq' },
    supplierId: { label: '供应商', type: 'string', required: true, fixedOnceUsed: true, maxLength: 32, ref: { resource: 'relationOffice', label: 'name', filter: SUPPLIER_FILTER }, search: 'eq' },
    supplierLotNo: { label: '供应商批号', type: 'string', required: true, fixedOnceUsed: true, maxLength: 50, search: 'like' },
    lotNo: {
      label: '原料批号', type: 'string', unique: true, fixedOnceUsed: true, maxLength: 20, search: 'like', placeholder: '留空自动生成',
      pattern: { regex: LOT_NO_PATTERN, message: '批号最多 20 位，只能包含字母、数字和 _ . -' },
    },
    quantity: { ...quantityField('入库数量'), notBelowUsed: true },
    // shown with the quantity in the list (6352 千克), so it has no column of its own
    unit: { ...unitField, fixedOnceUsed: true, list: false },
    unitPrice: { label: '单价(元)', type: 'decimal', min: 0, max: 99_999_999, list: false },
    receivedTime: { label: '收货时间', type: 'datetime', required: true, happened: true, fixedOnceUsed: true, search: 'range', sortable: true, notBefore: 'productionDate' },
    productionDate: { label: '生产日期', type: 'date', list: false, happened: true, fixedOnceUsed: true },
    expiryDate: { label: '保质期至', type: 'date', list: false, notBefore: 'productionDate', fixedOnceUsed: true },
    // 产地 and 单据类型 are in the detail and filtered by; the list keeps what a receiving clerk matches paper against
    // (入库单号, 供应商批号, 原料批号)
    originId: { label: '产地', type: 'string', fixedOnceUsed: true, maxLength: 32, ref: { resource: 'originCode', label: 'originName', narrowBy: { supplierId: 'supplierId' } }, search: 'eq', list: false },
    carrierId: { label: '承运商', type: 'string', maxLength: 32, ref: { resource: 'relationOffice', label: 'name', filter: LOGISTICS_FILTER }, list: false },
    docType: { label: '单据类型', type: 'string', dict: FT_DICT.docType, fixedOnceUsed: true, maxLength: 20, list: false },
    // searched by and in the detail: the list's room goes to how the delivery travelled (在途温度)
    docNo: { label: '单据号', type: 'string', fixedOnceUsed: true, maxLength: 50, search: 'like', list: false },
    temperature: { label: '到货温度(℃)', type: 'decimal', min: -60, max: 100, list: false, fixedOnceUsed: true, placeholder: '冷藏、冷冻原料必填' },
    // 在途温度 (foodtrace/transit-temperature.ts): what the tanker logger's readings showed, kept by the server on each import
    // as narrow as its longest word (无温控要求) allows: the list has two pixels to spare at 1440
    transitState: { label: '在途温度', type: 'string', dict: FT_DICT.transitState, maxLength: 20, form: false, search: 'eq', width: 92 },
    transitOutsideMinutes: { label: '超温时长(分钟)', type: 'int', form: false, list: false },
    certificateFile: { label: '合格证明', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 } },
    warehouse: { label: '入库仓库', type: 'string', maxLength: 50, list: false },
    // The lot the intake made (its number is 原料批号): searched by and shown in the detail, not a second column.
    lotId: { label: '原料批次', type: 'string', maxLength: 32, form: false, list: false, ref: { resource: 'lot', label: 'lotNo' }, search: 'eq' },
    remark: remarkField,
  },
  defaultSort: { column: 'receivedTime', order: 'desc' },
});
