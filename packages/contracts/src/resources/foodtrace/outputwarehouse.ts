import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { CUSTOMER_FILTER, LOGISTICS_FILTER, remarkField } from './shared.ts';

/**
 * 出库发货 (OutputwarehouseList): a shipment header (EPCIS shipping; Food Safety Law Art. 51 销售记录). Lines of
 * lot + quantity are written with it by POST /foodtrace/outputwarehouse/record; only released lots ship. There is
 * no generic add or import: a shipment without lines would be a sales record that names no lot.
 * provinceCode/regionName (the shipped-to region) default to the destination's or the customer's.
 */
export const outputwarehouseResource = defineResource({
  key: 'outputwarehouse',
  title: '出库发货',
  table: 'ft_shipment',
  basePath: '/foodtrace/outputwarehouse',
  permPrefix: 'foodtrace:outputwarehouse',
  departmentOwned: true,
  actions: ['list', 'queryById', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: {
    shipmentNo: { label: '出库单号', type: 'string', required: true, autoNumber: 'ft_shipment_no', unique: true, maxLength: 50, search: 'like', sortable: true },
    customerId: { label: '收货客户', type: 'string', required: true, maxLength: 32, ref: { resource: 'relationOffice', label: 'name', filter: CUSTOMER_FILTER }, search: 'eq' },
    // in the detail: the list has the region it went to, and the room for how it travelled (在途温度)
    destinationId: { label: '销售地', type: 'string', maxLength: 32, list: false, ref: { resource: 'sellOrigin', label: 'name', narrowBy: { retailerId: 'customerId' } } },
    shippedTime: { label: '发货时间', type: 'datetime', required: true, happened: true, search: 'range', sortable: true },
    provinceCode: { label: '发往省份', type: 'string', format: 'province', maxLength: 6, search: 'eq', list: false },
    regionName: { label: '发往地区', type: 'string', maxLength: 100 },
    // how it travelled is in the detail: the list shows what went where, when and on which document
    carrierId: { label: '承运商', type: 'string', maxLength: 32, ref: { resource: 'relationOffice', label: 'name', filter: LOGISTICS_FILTER }, list: false },
    vehicleNo: { label: '车牌号', type: 'string', maxLength: 20, list: false },
    // 冷链 (foodtrace/cold-chain.ts): what the product read when loaded, and the truck's logger record
    loadTemperature: { label: '装车温度(℃)', type: 'decimal', min: -60, max: 100, list: false, placeholder: '冷藏、冷冻产品必填' },
    temperatureRecord: { label: '温度记录', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 } },
    // 在途温度 (foodtrace/transit-temperature.ts): what the logger's readings showed, kept by the server on each import
    transitState: { label: '在途温度', type: 'string', dict: FT_DICT.transitState, maxLength: 20, form: false, search: 'eq', width: 100 },
    transitOutsideMinutes: { label: '超温时长(分钟)', type: 'int', form: false, list: false },
    docType: { label: '单据类型', type: 'string', dict: FT_DICT.docType, maxLength: 20, list: false },
    docNo: { label: '单据号', type: 'string', maxLength: 50, search: 'like' },
    remark: remarkField,
  },
  defaultSort: { column: 'shippedTime', order: 'desc' },
});
