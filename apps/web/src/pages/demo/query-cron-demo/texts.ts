/** Texts of the 高级查询与定时表达式 demo page (DESIGN.md §6). */
export const DEMO_TEXT = {
  queryTitle: '高级查询（职务列表）',
  queryHint: '点击“高级查询”组合条件（并且 / 或者），可保存、载入、删除常用查询；保存的查询存放在本浏览器中。',
  filterTitle: '输入过滤',
  filterHint: '输入的文字按模式包装成列表查询的取值约定，右侧是实际发送的值。',
  filterModes: { like: '包含', ne: '不等于', ge: '大于等于', le: '小于等于' },
  filterPlaceholder: '输入文字',
  trim: '去除首尾空格',
  noFilter: '（不过滤）',
  cronTitle: '定时表达式',
  cronHint: '可直接输入，或点击“选择”在选择器中按秒、分、时、日、月、年设置；选择器会把已有表达式还原为各项设置。',
  cronLabel: 'Cron 表达式',
  examples: '示例',
  detailTitle: '详细信息弹窗',
  detailHint: '只读展示一条记录，每行最多 4 列，可切换全屏。列表页的“详情”也使用它。',
  openDetail: '查看示例记录',
} as const;

/** Expressions a food plant schedules, to load into the picker. */
export const CRON_EXAMPLES: Array<{ label: string; expression: string }> = [
  { label: '每月第三个星期一 08:00 盘点', expression: '0 0 8 ? * 2#3 *' },
  { label: '2026 年每月最后一个星期五 10:15', expression: '0 15 10 ? * 6L 2026' },
  { label: '每月倒数第 4 天 12:00 对账', expression: '0 0 12 L-3 * ? *' },
  { label: '工作日 9-17 点每半小时巡检', expression: '0 0/30 9-17 ? * 2-6 *' },
];
