/** Texts of the http client; the quoted ones are verbatim from spec §8 (error catalogue) and §7.3. */
export const HTTP_TEXT = {
  noticeTitle: '系统提示',
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络超时',
  unauthorized: '未授权，请重新登录',
  expiredTitle: '登录已过期',
  expiredContent: '很抱歉，登录已过期，请重新登录',
  relogin: '重新登录',
  /** Not in the catalogue: the request never reached the server. */
  network: '网络连接异常，请检查网络后重试',
  /** Not in the catalogue: an answer without a message. */
  unknown: '请求出现错误，请稍后再试',
  requestId: (id: string) => `（请求编号：${id}）`,
  downloadFailed: '文件下载失败',
  unknownFile: '未知的文件',
} as const;
