/**
 * Texts of the dictionary widgets. 字典Code不能为空! is verbatim from spec §4 Other; 'no data found' and
 * 'please enter search content' (spec §8) are given in natural Chinese.
 */
export const DICT_TEXT = {
  noCode: '字典Code不能为空!',
  placeholder: '请选择',
  searchPlaceholder: '请输入关键字搜索',
  notFound: '未找到数据',
  enterKeyword: '请输入搜索内容',
  more: (n: number) => `+${n}`,
} as const;
