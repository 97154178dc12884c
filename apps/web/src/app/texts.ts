/**
 * Product-wide texts (DESIGN.md §6: strings in one place per feature). Quoted spec texts are verbatim.
 */
export const APP_TEXT = {
  productName: '食品溯源管理平台',
  /** spec §1: "source traceable, destination trackable, responsibility attributable". */
  tagline: '来源可查、去向可追、责任可究',
  /** spec §1: the header welcomes users with "welcome to food traceability". */
  welcome: '欢迎进入 食品溯源平台',
  shortName: '食品溯源',
  copyrightYear: 2026,
  copyright: (year: number) => `Copyright © ${year} 食品溯源管理平台 版权所有`,
  /**
   * ICP filing number of the login footer (spec §2.4). A deployment replaces it with its own filing; it lives
   * here once so that is a one-line change.
   */
  icpNumber: '京ICP备20260001号',
  icpUrl: 'https://beian.miit.gov.cn/',
  homeTitle: '首页',
  loading: '加载中…',
  /** spec §8: "Permission load with an empty menu rejects with 'permissions must be a non-null array'". */
  emptyPermissions: '权限菜单为空，请联系管理员分配权限',
  chunkFailedTitle: '页面资源加载失败',
  chunkFailedSub: '网络不稳定或系统刚刚更新，请刷新页面后重试',
  pageErrorTitle: '页面出错了',
  reload: '刷新页面',
  backHome: '返回首页',
} as const;
