import { FT_DICT } from './foodtrace/codes.ts';

/** Dictionary codes the code base refers to by name (seeded by the server). */
export const DICT = {
  sex: 'sex',
  userStatus: 'user_status',
  priority: 'priority',
  msgCategory: 'msg_category',
  positionRank: 'position_rank',
  yn: 'yn',
  validStatus: 'valid_status',
  menuType: 'menu_type',
  permsType: 'perms_type',
  tenantStatus: 'tenant_status',
  ruleConditions: 'rule_conditions',
  departStatus: 'depart_status',
  orgCategory: 'org_category',
} as const;

/** The values of valid_status: what a master record (a product, a partner, a process) starts as. */
export const VALID_STATUS = { valid: '1', invalid: '0' } as const;

/**
 * Dictionaries whose values the code reads as data rather than only shows, with the form those values must
 * have: the recall calendar reads its two dictionaries as dates, so 2026/10/1 there would silently never match.
 * Checked when an item is added or edited (dictItemValueIssue), in the form and on the server.
 */
export const DICT_VALUE_FORMATS: Readonly<Record<string, 'date' | 'dateOrWeekday'>> = {
  [FT_DICT.holiday]: 'date',
  [FT_DICT.makeupWorkday]: 'date',
  // 停产日: a day off production, or a weekday off every week (1 = Monday … 7 = Sunday)
  [FT_DICT.restDay]: 'dateOrWeekday',
};
