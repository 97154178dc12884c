/** Texts of the session flows (spec §4 Login, §7.2 Dictionary). */
export const SESSION_TEXT = {
  loginFailed: '登录失败',
  refreshCacheOk: '刷新缓存完成！',
  refreshCacheFailed: '刷新缓存失败！',
  permissionLoadFailed: '获取用户权限失败，请重新登录',
} as const;
