/**
 * Texts of the advanced query builder (DESIGN.md §6). The messages marked spec §4 are verbatim; the labels
 * follow JeecgBoot's JSuperQuery where the spec gives only a reading.
 */
export const SUPER_QUERY_TEXT = {
  button: '高级查询',
  /** spec §2.7, §9: the modal title. */
  title: '高级查询构造器',
  matchLabel: '过滤条件匹配',
  fieldPlaceholder: '选择查询字段',
  rulePlaceholder: '匹配规则',
  valuePlaceholder: '请输入值',
  numberPlaceholder: '请输入数值',
  selectPlaceholder: '请选择',
  datePlaceholder: '请选择日期',
  datetimePlaceholder: '请选择时间',
  multiPlaceholder: '输入后回车，可输入多个',
  addLine: '新增条件',
  removeLine: '删除条件',
  noLines: '没有任何查询条件',
  clickToAdd: '点击新增',
  saved: '保存的查询',
  noSaved: '没有保存任何查询',
  deleteSaved: (title: string) => `删除“${title}”`,
  reset: '重置',
  save: '保存查询条件',
  close: '关闭',
  run: '查询',
  ok: '确定',
  cancel: '取消',
  savePromptTitle: '请输入保存的名称',
  activeHint: '已有高级查询条件生效',
  clear: '清空',
  lineCount: (n: number) => `${n} 个条件`,
  /** spec §4 Advanced query. */
  emptyRun: '不能查询空条件',
  emptySave: '空条件不能保存',
  emptyName: '保存名称不能为空',
  overwrite: (name: string) => `${name} 已存在，是否覆盖？`,
  saveOk: '保存成功',
  confirmDelete: '是否删除当前查询？',
  deleteOk: '删除成功',
  /** Several lines, one of them half-filled: it would otherwise be sent without its field or value. */
  incomplete: (numbers: number[]) => `第 ${numbers.join('、')} 行条件不完整，请补全或删除`,
} as const;
