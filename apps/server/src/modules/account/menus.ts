import type { MenuSeed } from '../system/seed/menus.ts';

const ACCOUNT_MENU = 'acc00000000000000000000000000001';

/**
 * 个人页 (spec §2.3: account center and settings). The web also serves both paths to every signed-in user
 * (they touch only the user's own account); the entries put them in the side menu of the roles granted them.
 */
export const ACCOUNT_MENUS: MenuSeed[] = [
  { id: ACCOUNT_MENU, name: '个人页', url: '/account', component: 'layouts/RouteView', componentName: 'RouteView', icon: 'user', sortNo: 95 },
  { id: 'acc00000000000000000000000000002', parentId: ACCOUNT_MENU, name: '个人中心', url: '/account/center', component: 'account/center/Index', componentName: 'AccountCenter', icon: 'idcard', sortNo: 1 },
  { id: 'acc00000000000000000000000000003', parentId: ACCOUNT_MENU, name: '个人设置', url: '/account/settings', component: 'account/settings/Index', componentName: 'AccountSettings', icon: 'setting', sortNo: 2 },
];
