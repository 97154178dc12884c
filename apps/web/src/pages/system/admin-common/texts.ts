/** Texts the system pages share (DESIGN.md §6: strings in one place so an English locale can be added). */
export const ADMIN_TEXT = {
  enter: (label: string) => `请输入${label}`,
  choose: (label: string) => `请选择${label}`,
  emailInvalid: '邮箱格式不正确',
  permsInvalid: '授权标识只能包含字母、数字、下划线、点、短横线和冒号',
  codeInvalid: (label: string) => `${label}只能包含字母、数字和下划线`,
  closePanel: '关闭',
} as const;
