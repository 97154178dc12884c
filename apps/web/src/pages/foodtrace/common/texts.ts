/**
 * Texts shared by the food-traceability screens (DESIGN.md §6: one place per feature). Screen-specific texts
 * live beside their screen.
 */
export const FT_TEXT = {
  lotNo: '批号',
  itemName: '品名',
  lotKind: '类别',
  available: '可用量',
  positiveQuantity: '请输入大于 0 的数量',
  overAvailable: (available: number, unit: string) => `超过可用量 ${available}${unit ? ` ${unit}` : ''}`,
  unit: '单位',
  expiryDate: '保质期至',
  expired: (date: string) => `${date}（已过期）`,
  quantity: '数量',
  status: '状态',
  detail: '详情',
  close: '关闭',
  save: '保存',
  submit: '提交',
  cancel: '取消',
  ok: '确定',
  empty: '暂无数据',
  none: '—',
  openScreen: '打开页面',
  notFound: '未找到对应数据',
  recall: '召回',
  trace: '追溯',
  print: '打印',
  more: '更多',
  yes: '是',
  no: '否',
  back: '返回',
} as const;
