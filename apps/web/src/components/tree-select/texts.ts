/** Texts of the tree select; the condition error is verbatim from spec §4 Other. */
export const TREE_TEXT = {
  conditionError: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
  placeholder: '请选择',
} as const;
