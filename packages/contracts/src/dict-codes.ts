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
