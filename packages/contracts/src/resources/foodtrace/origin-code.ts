import { defineResource } from '../../resource.ts';
import { placeFields, remarkField, SUPPLIER_FILTER } from './shared.ts';

/** 产地 (FoodOriginCodeList): production bases and origins that raw lots point to; the public page shows the region. */
export const originCodeResource = defineResource({
  key: 'originCode',
  title: '产地',
  table: 'ft_origin',
  basePath: '/foodtrace/originCode',
  permPrefix: 'foodtrace:originCode',
  fields: {
    originName: { label: '产地名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    originCode: {
      label: '产地编码', type: 'string', required: true, unique: true, maxLength: 50, search: 'like', sortable: true,
      pattern: { regex: '^[A-Za-z0-9_-]+$', message: '产地编码只能包含字母、数字、下划线和短横线' },
    },
    supplierId: { label: '所属供应商', type: 'string', maxLength: 32, ref: { resource: 'relationOffice', label: 'name', filter: SUPPLIER_FILTER }, search: 'eq' },
    ...placeFields({ provinceRequired: true }),
    longitude: { label: '经度', type: 'decimal', min: -180, max: 180, list: false },
    latitude: { label: '纬度', type: 'decimal', min: -90, max: 90, list: false },
    certification: { label: '认证情况', type: 'string', maxLength: 200, placeholder: '如 绿色食品基地、有机认证' },
    remark: remarkField,
  },
});
