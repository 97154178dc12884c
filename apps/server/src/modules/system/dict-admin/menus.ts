import { DICT_PERM_LABELS, DICT_PERMS } from '@foodtrace/contracts';
import type { MenuSeed } from '../seed/menus.ts';
import { SEED_IDS } from '../seed/seed-ids.ts';

const SYSTEM_MENU = SEED_IDS.systemMenu;

/** 数据字典 under 系统管理 (spec §2.3); its routes' codes are the menu's button rows. */
export const DICT_ADMIN_MENUS: MenuSeed[] = [{
  id: 'd1c70000000000000000000000000001', parentId: SYSTEM_MENU, name: '数据字典', url: '/isystem/dict',
  component: 'system/DictList', componentName: 'DictList', icon: 'book', sortNo: 5, keepAlive: true,
  buttons: Object.values(DICT_PERMS).map((code) => ({ code, name: DICT_PERM_LABELS[code] })),
}];
