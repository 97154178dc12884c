import { CHECK_RULE_PERM_LABELS, CHECK_RULE_PERMS } from '@foodtrace/contracts';
import type { MenuSeed } from '../system/seed/menus.ts';
import { SEED_IDS } from '../system/seed/seed-ids.ts';

const SYSTEM_MENU = SEED_IDS.systemMenu;

/** 校验规则 under 系统管理 (spec §2.3); its routes' codes are the menu's button rows. */
export const CHECKS_MENUS: MenuSeed[] = [{
  id: 'c4ec0000000000000000000000000001', parentId: SYSTEM_MENU, name: '校验规则', url: '/isystem/checkRule',
  component: 'system/SysCheckRuleList', componentName: 'SysCheckRuleList', icon: 'safety', sortNo: 9, keepAlive: true,
  buttons: Object.values(CHECK_RULE_PERMS).map((code) => ({ code, name: CHECK_RULE_PERM_LABELS[code] })),
}];
