/** Texts the server and the client share, verbatim from the spec (§8) and DESIGN.md §4. */
export const MSG = {
  ok: '操作成功！',
  loginOk: '登录成功',
  loginFailed: '用户名或密码错误',
  tokenInvalid: 'Token失效，请重新登录',
  noAuthz: '没有权限，请联系管理员授权',
  notFound: '路径不存在，请检查路径是否正确',
  serverError: '操作失败，服务器内部错误',
  tooManyRequests: '请求过于频繁，请稍后再试',
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  deleteBatchOk: '批量删除成功!',
  recordMissing: '未找到对应数据',
  duplicate: '数据库中已存在该记录',
  logoutOk: '退出登录成功！',
  oldPasswordWrong: '旧密码输入错误!',
  /** A new password must be new: the same one again changes nothing and hides a leaked one. */
  samePassword: '新密码不能与旧密码相同',
  passwordChanged: '密码修改成功！',
  passwordMismatch: '两次输入的密码不一致!',
  departSelected: '切换成功',
  /** reference/JEECG.md §1.2: the user has tenants and none of them may be worked in. */
  tenantsFrozen: '与该用户关联的租户均已被冻结，无法登录！',
} as const;

/**
 * A success message followed by what the user should know next (ResourceHooks.notice after 添加成功！, an import's
 * note after its counts): the server joins them, the client parts them again to show the notice as a warning of
 * its own, with time to read it.
 */
export const FOLLOW_UP = {
  join: (plain: string, notice: string | null | undefined, separator = ''): string => (notice ? `${plain}${separator}${notice}` : plain),
  /** The notice after `plain` (and the separator), or null when the message is `plain` alone or another one. */
  after: (message: string, plain: string, separator = ''): string | null =>
    (message.startsWith(`${plain}${separator}`) && message.length > plain.length + separator.length ? message.slice(plain.length + separator.length) : null),
} as const;
