import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { LOT_REF_DETAILS } from './shared.ts';

/**
 * 召回管理: real recalls (食品召回管理办法) and mock recalls (the yearly exercise of the recall plan). Started by
 * POST /foodtrace/lot/recall or /foodtrace/recall/mock, worked through /foodtrace/recall/notify and closed by
 * /foodtrace/recall/close, so the generic routes only read and export.
 */
export const recallResource = defineResource({
  key: 'recall',
  title: '召回管理',
  table: 'ft_recall',
  basePath: '/foodtrace/recall',
  permPrefix: 'foodtrace:recall',
  departmentOwned: true,
  actions: ['list', 'queryById', 'exportXls'],
  fields: {
    recallNo: { label: '召回编号', type: 'string', maxLength: 32, search: 'like', sortable: true },
    recallType: { label: '类型', type: 'string', dict: FT_DICT.recallType, maxLength: 10, search: 'eq' },
    // a real recall's level shows in 类型 (三级召回), where a mock one says 模拟召回
    recallLevel: { label: '召回级别', type: 'string', dict: FT_DICT.recallLevel, maxLength: 2, search: 'eq', list: false },
    lotId: { label: '起始批次', type: 'string', maxLength: 32, ref: { resource: 'lot', label: 'lotNo', details: LOT_REF_DETAILS }, search: 'eq' },
    status: { label: '状态', type: 'string', dict: FT_DICT.recallStatus, maxLength: 10, search: 'eq' },
    learnedTime: { label: '知悉风险时间', type: 'datetime', sortable: true, width: 170, list: false },
    // the audit column, listed: when the recall started is what its clock runs from
    createTime: { label: '发起时间', type: 'datetime', search: 'range', sortable: true },
    // 状态 says whether it is over; when, and how long it took, are in the report
    closedTime: { label: '结束时间', type: 'datetime', sortable: true, list: false },
    reason: { label: '召回原因', type: 'string', maxLength: 500, search: 'like' },
    lotCount: { label: '涉及批次', type: 'int' },
    codeCount: { label: '涉及追溯码', type: 'int' },
    summary: { label: '总结', type: 'string', maxLength: 1000, list: false },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
