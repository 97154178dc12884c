/** Texts of the small widgets (switch query options, phone tag input). */
export const WIDGET_TEXT = {
  yes: '是',
  no: '否',
  select: '请选择',
  tagPlaceholder: '请输入',
} as const;
