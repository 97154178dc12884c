/** Exception page texts (spec §2.3 exception pages 403, 404, 500). */
export const EXCEPTION_TEXT = {
  403: { title: '403', subTitle: '抱歉，你无权访问该页面', pageTitle: '无权访问' },
  404: { title: '404', subTitle: '抱歉，你访问的页面不存在', pageTitle: '页面不存在' },
  500: { title: '500', subTitle: '抱歉，服务器出错了', pageTitle: '服务器错误' },
  backHome: '返回首页',
} as const;
