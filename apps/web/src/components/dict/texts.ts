/** Texts of the dictionary widgets (spec §4 Other quotes the missing-code one). */
export const DICT_TEXT = {
  noCode: '字典Code不能为空!',
  placeholder: '请选择',
} as const;
