/**
 * Texts of the category select. spec §4 Other gives the condition error only in English ('component condition
 * value wrong, needs a json string'); this is its natural Chinese, in the wording of the tree select's.
 */
export const CATEGORY_TEXT = {
  conditionError: '组件condition传值有误，需要一个json字符串!',
  placeholder: '请选择分类',
} as const;
