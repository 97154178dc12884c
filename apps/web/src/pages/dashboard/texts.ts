/** Home page texts (spec §2.7). */
export const HOME_TEXT = {
  salutation: (greeting: string, name: string) => `${greeting}，${name}`,
  subtitle: '欢迎使用食品溯源管理平台，祝您工作顺利！',
  accountTitle: '我的账号',
  username: '账号',
  realname: '姓名',
  department: '当前部门',
  workNo: '工号',
  lastLogin: '上次登录',
  lastLoginIp: '登录地址',
  noDepartment: '未设置',
  quickLinks: '快捷入口',
  noQuickLinks: '暂无可用的菜单',
  dateFormat: 'YYYY年M月D日 dddd',
} as const;
