import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { CUSTOMER_FILTER, placeFields, remarkField } from './shared.ts';

/** 销售地 (SellOriginList): regions and stores where the products are sold; feeds the China map. */
export const sellOriginResource = defineResource({
  key: 'sellOrigin',
  title: '销售地',
  table: 'ft_sell_origin',
  basePath: '/foodtrace/sellOrigin',
  permPrefix: 'foodtrace:sellOrigin',
  fields: {
    name: { label: '销售点名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    sellType: { label: '类型', type: 'string', dict: FT_DICT.sellType, required: true, maxLength: 20, search: 'eq' },
    retailerId: { label: '所属客户', type: 'string', maxLength: 32, ref: { resource: 'relationOffice', label: 'name', filter: CUSTOMER_FILTER }, search: 'eq' },
    ...placeFields({ provinceRequired: true }),
    longitude: { label: '经度', type: 'decimal', min: -180, max: 180, list: false },
    latitude: { label: '纬度', type: 'decimal', min: -90, max: 90, list: false },
    remark: remarkField,
  },
});
