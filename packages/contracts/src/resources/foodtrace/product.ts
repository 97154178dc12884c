import { defineResource } from '../../resource.ts';
import { FT_DICT, MAX_PER_CASE } from '../../foodtrace/codes.ts';
import { VALID_STATUS } from '../../dict-codes.ts';
import { remarkField, unitField } from './shared.ts';

/** 产品 (ProductManageList): what the public page shows as the product (DOMAIN.md §2, §3). */
export const productResource = defineResource({
  key: 'product',
  title: '产品',
  table: 'ft_product',
  basePath: '/foodtrace/product',
  permPrefix: 'foodtrace:product',
  fields: {
    name: { label: '产品名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    productTypeId: { label: '产品类型', type: 'string', required: true, maxLength: 32, ref: { resource: 'productType', label: 'typeName' }, search: 'eq' },
    gtin: { label: '商品条码(GTIN-14)', type: 'string', format: 'gtin14', unique: true, maxLength: 14, search: 'eq', placeholder: '14 位，不足补 0' },
    // the carton's own GTIN (ITF-14, usually an indicator digit 1–8 before the item's GTIN): case codes' GS1 Digital Link
    caseGtin: { label: '外箱条码(GTIN-14)', type: 'string', format: 'gtin14', unique: true, uniqueWith: ['gtin'], maxLength: 14, list: false, placeholder: '外箱 ITF-14 条码，14 位' },
    caseQty: { label: '箱规(件/箱)', type: 'int', min: 1, max: MAX_PER_CASE, list: false, placeholder: '生成箱码时的默认每箱件数' },
    // searched, and shown in the detail: a plant has a brand or two, and the list keeps its room for 配方 among the actions
    brand: { label: '品牌', type: 'string', maxLength: 50, search: 'like', list: false },
    spec: { label: '规格', type: 'string', maxLength: 50 },
    unit: unitField,
    shelfLifeDays: { label: '保质期(天)', type: 'int', min: 1, max: 36_500 },
    storageCondition: { label: '贮存条件', type: 'string', dict: FT_DICT.storageCondition, maxLength: 20 },
    // in the detail, not the list: the list keeps its room for 致敏物质, which a reader scans products for
    execStandard: { label: '执行标准', type: 'string', maxLength: 100, list: false, placeholder: '如 GB 19645' },
    licenseNo: { label: '生产许可证号', type: 'string', maxLength: 50, list: false },
    technologyId: { label: '生产工艺', type: 'string', maxLength: 32, ref: { resource: 'technology', label: 'techName' }, list: false },
    producerId: { label: '生产单位', type: 'string', maxLength: 32, ref: { resource: 'selfOffice', label: 'name' }, list: false },
    ingredients: { label: '配料', type: 'string', maxLength: 1000, list: false },
    // what the label declares (GB 7718—2025: 含有……), shown on the public page
    allergens: { label: '致敏物质', type: 'string', dict: FT_DICT.allergen, multiple: true, maxLength: 100 },
    image: { label: '产品图片', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'food', images: true } },
    status: { label: '状态', type: 'string', dict: FT_DICT.validStatus, maxLength: 2, search: 'eq', initial: VALID_STATUS.valid },
    remark: remarkField,
  },
});
