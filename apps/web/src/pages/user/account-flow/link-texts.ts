/**
 * The login page's links (plain strings, no imports: the login page stays inside its size budget,
 * DESIGN.md §8).
 */
export const LOGIN_LINK_TEXT = {
  phoneLoginTitle: '手机号登录',
  accountLogin: '账号密码登录',
  forgot: '忘记密码',
  register: '注册账户',
} as const;
