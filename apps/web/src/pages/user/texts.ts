/** Login page texts (spec §2.4 login shell, §4 slider, §5 validation). */
export const LOGIN_TEXT = {
  pageTitle: '登录',
  formTitle: '账号密码登录',
  usernamePlaceholder: '请输入用户名',
  passwordPlaceholder: '请输入密码',
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  submit: '登录',
  loginFailed: '登录失败',
  sliderIdle: '请按住滑块，拖动到最右边',
  /** spec §4: verbatim. */
  sliderPassed: '验证通过',
  sliderRequired: '请先完成滑块验证',
  sliderLabel: '滑块验证',
  welcomeTitle: '欢迎',
  welcomeBack: (greeting: string) => `${greeting}，欢迎回来`,
} as const;
