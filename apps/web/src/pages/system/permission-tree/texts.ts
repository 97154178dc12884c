/** Texts of the authorisation tree shared by roles, department caps and department roles (DESIGN.md §6). */
export const GRANT_TEXT = {
  checkAll: '全部勾选',
  uncheckAll: '取消全选',
  expandAll: '展开所有',
  collapseAll: '合并所有',
  linked: '父子关联',
  empty: '暂无可授权的菜单',
  save: '仅保存',
  saveAndClose: '保存并关闭',
  cancel: '取消',
  saved: '保存成功！',
  dataRule: '数据规则',
} as const;
