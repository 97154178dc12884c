/**
 * Every text the generic CRUD screens show, in one place so an English locale can be added (DESIGN.md §6).
 * Quoted ones are verbatim from the spec (§4 Other, §9 Paging); the rest is natural Chinese.
 */
export const CRUD_TEXT = {
  search: '查询',
  refDenied: (title: string) => `无权查看${title}，请联系管理员授权`,
  reset: '重置',
  expand: '展开',
  collapse: '收起',
  add: '新增',
  edit: '编辑',
  detail: '详情',
  delete: '删除',
  close: '关闭',
  discardTitle: '放弃未保存的内容？',
  discardContent: '关闭后，刚才填写的内容不会保存。',
  leaveContent: '离开后，刚才填写的内容不会保存。',
  discard: '放弃',
  history: '变更记录',
  historyEmpty: '暂无变更记录',
  historyAction: { add: '创建', edit: '修改', delete: '删除' },
  historyVersion: (v: number) => `第 ${v} 版`,
  historyNoFieldChange: '（内部状态更新，字段内容未变）',
  historyBlank: '（空）',
  keepEditing: '继续填写',
  ok: '确定',
  cancel: '取消',
  batchActions: '批量操作',
  actions: '操作',
  index: '#',
  clear: '清空',
  selected: '已选择',
  items: '项',
  /** spec §4 Other: batch delete needs a selection. */
  selectOne: '请选择一条记录！',
  confirmDeleteTitle: '确认删除',
  /** spec §4 Other: 'sure to delete these N items'. */
  confirmBatchDelete: (n: number) => `确定要删除这 ${n} 项吗?`,
  batchKept: (n: number, kept: number, reason: string) => `所选 ${n} 项中有 ${kept} 项不能删除：${reason}。请取消勾选后再删除`,
  confirmDelete: '确定删除吗?',
  /** spec §9: total text 'a-b 共N条'. */
  total: (total: number, range: [number, number]) => `${range[0]}-${range[1]} 共${total}条`,
  inputPlaceholder: (label: string) => `请输入${label}`,
  /** A saved record's secret field (a password): blank keeps what is stored. */
  secretKept: '不修改请留空',
  selectPlaceholder: (label: string) => `请选择${label}`,
  rangeStart: '开始',
  rangeEnd: '结束',
  /** Above the form of a record in use: why, and which fields stay as they are. */
  fixedOnceUsed: (reason: string, labels: string[]) => `${reason}：${labels.join('、')}不能再修改`,
  /** Under an amount of a record in use (notBelowUsed); its refusal is contracts' belowUsedText, the server's words. */
  usedAmount: (used: string) => `已使用 ${used}`,
  /** 新增职务 / 编辑职务 read naturally; a detail view is 职务详情 in Chinese word order. */
  modalTitle: {
    add: (title: string) => `新增${title}`,
    edit: (title: string) => `编辑${title}`,
    detail: (title: string) => `${title}详情`,
  },
} as const;
