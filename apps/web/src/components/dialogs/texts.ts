/** Texts of the shared dialogs (DESIGN.md §6); '详细信息' is verbatim from spec §2.7. */
export const DIALOG_TEXT = {
  detailTitle: '详细信息',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  close: '关闭',
  empty: '—',
} as const;
