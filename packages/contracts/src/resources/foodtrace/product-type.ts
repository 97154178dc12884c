import { defineResource } from '../../resource.ts';
import { remarkField } from './shared.ts';

/** 产品类型 (ProductTypeManageList): a tree through parentId. */
export const productTypeResource = defineResource({
  key: 'productType',
  title: '产品类型',
  table: 'ft_product_type',
  basePath: '/foodtrace/productType',
  permPrefix: 'foodtrace:productType',
  fields: {
    typeName: { label: '类型名称', type: 'string', required: true, maxLength: 50, search: 'like', sortable: true },
    typeCode: {
      label: '类型编码', type: 'string', required: true, unique: true, maxLength: 50, search: 'like', sortable: true,
      pattern: { regex: '^[A-Za-z0-9_-]+$', message: '类型编码只能包含字母、数字、下划线和短横线' },
    },
    parentId: { label: '上级类型', type: 'string', maxLength: 32, ref: { resource: 'productType', label: 'typeName' }, search: 'eq' },
    sortNo: { label: '排序', type: 'int', min: 0, max: 9999, sortable: true, width: 80 },
    remark: remarkField,
  },
  defaultSort: { column: 'sortNo', order: 'asc' },
});
