import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';

/**
 * 广告 (FoodAdList; AdDetail is its public page): shown on the public trace page of its product, or of every
 * product when none is chosen, while published and within its dates. Content is plain text (rendered as
 * text, never as HTML); links are http(s) only.
 */
export const foodAdResource = defineResource({
  key: 'foodAd',
  title: '广告',
  table: 'ft_ad',
  basePath: '/foodtrace/foodAd',
  permPrefix: 'foodtrace:foodAd',
  fields: {
    title: { label: '广告标题', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    productId: { label: '产品', type: 'string', maxLength: 32, ref: { resource: 'product', label: 'name' }, search: 'eq', placeholder: '留空为全部产品' },
    image: { label: '广告图片', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'ad', images: true } },
    linkUrl: { label: '链接', type: 'string', format: 'httpUrl', maxLength: 500, list: false },
    content: { label: '广告内容', type: 'text', maxLength: 5000, list: false },
    sortNo: { label: '排序', type: 'int', min: 0, max: 9999, sortable: true, width: 80 },
    startDate: { label: '开始日期', type: 'date' },
    endDate: { label: '结束日期', type: 'date', notBefore: 'startDate' },
    status: { label: '状态', type: 'string', dict: FT_DICT.publishStatus, required: true, maxLength: 20, search: 'eq' },
  },
});
