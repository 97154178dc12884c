import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';

/**
 * 消费者建议 (FoodConsumerSuggestList): suggestions and complaints, most sent from the public page
 * (POST /api/public/suggest), some entered by staff. A reply stamps who replied and when.
 */
export const consumerSuggestResource = defineResource({
  key: 'consumerSuggest',
  title: '消费者建议',
  table: 'ft_consumer_suggest',
  basePath: '/foodtrace/consumerSuggest',
  permPrefix: 'foodtrace:consumerSuggest',
  fields: {
    content: { label: '内容', type: 'string', required: true, maxLength: 500, search: 'like' },
    code: { label: '追溯码', type: 'string', maxLength: 32, search: 'eq', traceCode: true },
    productId: { label: '产品', type: 'string', maxLength: 32, ref: { resource: 'product', label: 'name' }, search: 'eq' },
    contact: { label: '联系方式', type: 'string', maxLength: 50 },
    // filtered by, and shown in the detail: nearly all come from the public page
    source: { label: '来源', type: 'string', dict: FT_DICT.suggestSource, maxLength: 20, search: 'eq', list: false },
    status: { label: '处理状态', type: 'string', dict: FT_DICT.suggestStatus, required: true, maxLength: 20, search: 'eq' },
    reply: { label: '回复', type: 'string', maxLength: 500, list: false },
    replyBy: { label: '回复人', type: 'string', maxLength: 50, form: false, list: false },
    replyTime: { label: '回复时间', type: 'datetime', form: false, list: false },
    // the audit column, listed: an inbox shows when each arrived (the reply's time is in the detail)
    createTime: { label: '提交时间', type: 'datetime', form: false, search: 'range', sortable: true },
  },
});
