/** Multi-tab texts; the warnings are verbatim from spec §8. */
export const TAB_TEXT = {
  homeNotClosable: '首页不能关闭!',
  lastTab: '这是最后一页，不能再关闭了啦',
  refresh: '刷新',
  closeLeft: '关闭左侧',
  closeRight: '关闭右侧',
  closeOthers: '关闭其他',
} as const;
