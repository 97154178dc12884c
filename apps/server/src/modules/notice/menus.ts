import { ANNOUNCEMENT_PERM_LABELS, ANNOUNCEMENT_PERMS } from '@foodtrace/contracts';
import type { MenuSeed } from '../system/seed/menus.ts';
import { SEED_IDS } from '../system/seed/seed-ids.ts';

const SYSTEM_MENU = SEED_IDS.systemMenu;

/** 系统通告 under 系统管理 (spec §2.3); its routes' codes are the menu's button rows. */
export const NOTICE_MENUS: MenuSeed[] = [{
  id: 'a0c00000000000000000000000000001', parentId: SYSTEM_MENU, name: '系统通告', url: '/isystem/annountCement',
  component: 'system/SysAnnouncementList', componentName: 'SysAnnouncementList', icon: 'notification', sortNo: 10, keepAlive: true,
  buttons: Object.values(ANNOUNCEMENT_PERMS).map((code) => ({ code, name: ANNOUNCEMENT_PERM_LABELS[code] })),
}];
