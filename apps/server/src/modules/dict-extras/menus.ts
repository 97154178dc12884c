import { CATEGORY_PERM_LABELS, CATEGORY_PERMS } from '@foodtrace/contracts';
import type { MenuSeed } from '../system/seed/menus.ts';
import { SEED_IDS } from '../system/seed/seed-ids.ts';

const SYSTEM_MENU = SEED_IDS.systemMenu;

/**
 * 分类字典 under 系统管理 (spec §2.3 System pages: category). The menu carries the category routes' permission
 * codes as button rows, so the administrator role holds them; its screen is the component
 * 'system/SysCategoryList' (JeecgBoot's name), registered by whoever builds that page.
 */
export const DICT_EXTRAS_MENUS: MenuSeed[] = [{
  id: 'ca7e9000000000000000000000000001', parentId: SYSTEM_MENU, name: '分类字典', url: '/isystem/category',
  component: 'system/SysCategoryList', componentName: 'SysCategoryList', icon: 'partition', sortNo: 7, keepAlive: true,
  buttons: Object.values(CATEGORY_PERMS).map((code) => ({ code, name: CATEGORY_PERM_LABELS[code] })),
}];
