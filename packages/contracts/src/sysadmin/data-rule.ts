import { z } from 'zod';

/**
 * Data rules (DESIGN.md §5 rule 2, reference/JEECG.md §1.8): a condition on one declared field of the menu's
 * resource, from a closed set, with a value that may use the placeholders below. No raw SQL rules.
 */
export const DATA_RULE_CONDITIONS = ['=', '!=', '>', '>=', '<', '<=', 'IN', 'LIKE', 'RIGHT_LIKE'] as const;
export type DataRuleCondition = (typeof DATA_RULE_CONDITIONS)[number];

export const DATA_RULE_CONDITION_LABELS: Record<DataRuleCondition, string> = {
  '=': '等于', '!=': '不等于', '>': '大于', '>=': '大于等于', '<': '小于', '<=': '小于等于',
  IN: '包含', LIKE: '模糊', RIGHT_LIKE: '右模糊',
};

/** System variables a rule value may name, e.g. `#{sys_user_code}`. */
export const DATA_RULE_PLACEHOLDERS = {
  sys_user_code: '当前登录用户账号',
  sys_org_code: '当前登录用户部门编码',
  sys_date: '当前日期 (YYYY-MM-DD)',
  sys_time: '当前时间 (YYYY-MM-DD HH:mm:ss)',
} as const;
export type DataRulePlaceholder = keyof typeof DATA_RULE_PLACEHOLDERS;

export const PLACEHOLDER_RE = /#\{([A-Za-z0-9_]+)\}/g;

const fields = {
  permissionId: z.string().min(1, '请选择菜单').max(32),
  ruleName: z.string().trim().min(1, '请输入规则名称').max(50, '规则名称最多 50 个字符'),
  ruleColumn: z.string().trim().min(1, '请输入规则字段').max(50).regex(/^[A-Za-z][A-Za-z0-9_]*$/, '规则字段应为资源的字段名'),
  ruleConditions: z.enum(DATA_RULE_CONDITIONS, { error: '不支持的条件规则' }),
  ruleValue: z.string().trim().min(1, '请输入规则值').max(300, '规则值最多 300 个字符'),
  status: z.preprocess((v) => (v === '' || v === undefined || v === null ? '1' : String(v)), z.enum(['0', '1'])),
};

export const dataRuleAddSchema = z.object(fields);
export const dataRuleEditSchema = z.object(fields).extend({ id: z.string().min(1, 'id不能为空').max(32) });
export type DataRuleInput = z.infer<typeof dataRuleAddSchema>;

export interface DataRuleRecord {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
  createBy: string | null;
  createTime: string | null;
}

/** `GET /sys/role/datarule/{permissionId}/{roleId}`: the menu's active rules and the role's selection. */
export interface RoleDataRuleAnswer {
  datarule: DataRuleRecord[];
  /** Selected rule ids, comma-joined. */
  drChecked: string;
}

export const roleDataRuleSaveSchema = z.object({
  permissionId: z.string().min(1).max(32),
  roleId: z.string().min(1).max(32),
  dataRuleIds: z.string().max(1000).regex(/^[A-Za-z0-9,]*$/, 'dataRuleIds 格式不正确').default(''),
});
