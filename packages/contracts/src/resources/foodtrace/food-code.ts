import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';

/**
 * 追溯码 (CodeFoodList by product, CodeDatePickerList by date): one row per code (一物一码). Read-only here:
 * codes are generated, voided and recalled by the module's own routes; the scan counter moves only in SQL.
 */
export const foodCodeResource = defineResource({
  key: 'foodCode',
  title: '追溯码',
  table: 'ft_trace_code',
  basePath: '/foodtrace/foodCode',
  permPrefix: 'foodtrace:foodCode',
  departmentOwned: true,
  actions: ['list', 'queryById'],
  fields: {
    code: { label: '追溯码', type: 'string', maxLength: 32, search: 'eq', traceCode: true },
    productId: { label: '产品', type: 'string', maxLength: 32, ref: { resource: 'product', label: 'name' }, search: 'eq' },
    lotId: { label: '批次', type: 'string', maxLength: 32, ref: { resource: 'lot', label: 'lotNo' }, search: 'eq' },
    batchId: { label: '生码批次', type: 'string', maxLength: 32, ref: { resource: 'codeBatch', label: 'batchNo' }, search: 'eq', list: false },
    // 扫码出库: the shipment the code itself left with (empty until scanned out); a filter here, shown in the
    // code's detail (CodeView) and the shipment's, so that the list keeps its width for the scans
    shipmentId: { label: '出库单', type: 'string', maxLength: 32, ref: { resource: 'outputwarehouse', label: 'shipmentNo' }, search: 'eq', list: false },
    // 装箱关联: the case code an item code is packed into (empty for loose items and for case codes)
    parentCodeId: { label: '所属箱码', type: 'string', maxLength: 32, ref: { resource: 'foodCode', label: 'code', filter: { codeLevel: 'CASE' } }, search: 'eq', list: false },
    status: { label: '状态', type: 'string', dict: FT_DICT.codeStatus, maxLength: 10, search: 'eq' },
    // a filter; a case code is marked beside its code in the list (CodeList), which keeps its width so
    codeLevel: { label: '码类型', type: 'string', dict: FT_DICT.codeLevel, maxLength: 10, search: 'eq', list: false },
    scanCount: { label: '查询次数', type: 'int' },
    // 最近查询时间 is what staff watch; the first scan is in the code's detail (CodeView)
    firstScanTime: { label: '首次查询时间', type: 'datetime', list: false },
    lastScanTime: { label: '最近查询时间', type: 'datetime' },
    voidReason: { label: '作废原因', type: 'string', maxLength: 200, list: false },
  },
});
