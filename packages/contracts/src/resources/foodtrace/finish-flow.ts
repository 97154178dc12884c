import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';

/**
 * 成品流向 (FinishFlowManageList): where each finished lot went, one row per shipment line (the forward view
 * of shipments). Read-only: lines are written with their shipment. 导出 gives the distribution list a regulator or a
 * recall asks for (customer, region, quantity, time), filtered as the list is.
 */
export const finishFlowResource = defineResource({
  key: 'finishFlow',
  title: '成品流向',
  table: 'ft_shipment_line',
  basePath: '/foodtrace/finishFlow',
  permPrefix: 'foodtrace:finishFlow',
  departmentOwned: true,
  actions: ['list', 'queryById', 'exportXls'],
  fields: {
    lotId: { label: '成品批次', type: 'string', maxLength: 32, ref: { resource: 'lot', label: 'lotNo' }, search: 'eq' },
    productId: { label: '产品', type: 'string', maxLength: 32, ref: { resource: 'product', label: 'name' }, search: 'eq' },
    shipmentId: { label: '出库单', type: 'string', maxLength: 32, ref: { resource: 'outputwarehouse', label: 'shipmentNo' }, search: 'eq' },
    customerId: { label: '收货客户', type: 'string', maxLength: 32, ref: { resource: 'relationOffice', label: 'name' }, search: 'eq' },
    provinceCode: { label: '发往省份', type: 'string', maxLength: 6, search: 'eq', list: false },
    regionName: { label: '发往地区', type: 'string', maxLength: 100 },
    quantity: { label: '数量', type: 'decimal' },
    unit: { label: '单位', type: 'string', dict: FT_DICT.unit, maxLength: 20 },
    shippedTime: { label: '发货时间', type: 'datetime', search: 'range', sortable: true },
  },
  defaultSort: { column: 'shippedTime', order: 'desc' },
});
