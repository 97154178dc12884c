/** Texts of 角色管理 (DESIGN.md §6). */
export const ROLE_TEXT = {
  authorize: '授权',
  authTitle: '角色权限配置',
  dataRuleTitle: (menu: string) => `数据规则 — ${menu}`,
  dataRuleHint: '勾选的规则同时生效（并且）；不勾选则该角色在此菜单下不受数据规则限制。',
  dataRuleEmpty: '该菜单没有启用的数据规则',
  dataRuleSave: '保存规则',
  dataRuleNeedsGrant: '数据规则只对已授权（已勾选并保存）的菜单生效',
} as const;
