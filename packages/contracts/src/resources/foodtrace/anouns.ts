import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';

/** 食品安全公告 (AnounsList): public food-safety announcements; plain-text content (rendered as text). */
export const anounsResource = defineResource({
  key: 'anouns',
  title: '食品安全公告',
  table: 'ft_announcement',
  basePath: '/foodtrace/anouns',
  permPrefix: 'foodtrace:anouns',
  fields: {
    title: { label: '标题', type: 'string', required: true, maxLength: 200, search: 'like', sortable: true },
    announceType: { label: '公告类型', type: 'string', dict: FT_DICT.announceType, required: true, maxLength: 20, search: 'eq' },
    content: { label: '内容', type: 'text', maxLength: 10_000, list: false },
    source: { label: '发布单位', type: 'string', maxLength: 100 },
    publishTime: { label: '发布时间', type: 'datetime', search: 'range', sortable: true },
    isTop: { label: '置顶', type: 'string', dict: FT_DICT.yn, maxLength: 1 },
    status: { label: '状态', type: 'string', dict: FT_DICT.publishStatus, required: true, maxLength: 20, search: 'eq' },
  },
});
