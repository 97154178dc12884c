/** Texts of the notice bell, the detail dialog and my announcements (DESIGN.md §6: one place per feature). */
export const NOTICE_UI_TEXT = {
  bellLabel: '消息通知',
  /** spec §2.7 / reference/JEECG.md §1.5: the tabs read 通知(n) and 系统消息(n). */
  noticeTab: (n: number) => `通知(${n})`,
  systemTab: (n: number) => `系统消息(${n})`,
  /** spec §2.7, verbatim. */
  more: '查看更多',
  published: '发布',
  empty: '暂无未读消息',
  sender: '发布人',
  sendTime: '发布时间',
  close: '关闭',
  /** spec §2.7 'go handle'. */
  goHandle: '去处理',
  loadingFailed: '消息加载失败，已停止自动刷新',
} as const;
