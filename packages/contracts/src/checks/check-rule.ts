import { z } from 'zod';
import { defineResource } from '../resource.ts';
import { CHECK_RULE, compileRulePattern, rulePatternProblem } from './rule-pattern.ts';

/**
 * 编码校验规则 (spec §2.3 check rules, §4 Other, §7.2 checkByCode; reference/JEECG.md §2 sys_check_rule).
 * A rule is a list of lines; each line checks the next `digits` characters of the value (or, with '*', the
 * whole value) against its pattern and, failing, answers its message. Lines run in order, the first failure
 * wins — JeecgBoot's SysCheckRuleServiceImpl.checkValue.
 */
export interface CheckRuleLine {
  /** '*' or a number of characters, e.g. '1', '3'. */
  digits: string;
  pattern: string;
  message: string;
}

export const CHECK_RULE_PERMS = {
  list: 'system:checkRule:list',
  queryById: 'system:checkRule:queryById',
  add: 'system:checkRule:add',
  edit: 'system:checkRule:edit',
  delete: 'system:checkRule:delete',
  deleteBatch: 'system:checkRule:deleteBatch',
} as const;

export const CHECK_RULE_PERM_LABELS: Record<string, string> = {
  [CHECK_RULE_PERMS.list]: '校验规则查询', [CHECK_RULE_PERMS.queryById]: '校验规则查看',
  [CHECK_RULE_PERMS.add]: '校验规则添加', [CHECK_RULE_PERMS.edit]: '校验规则编辑',
  [CHECK_RULE_PERMS.delete]: '校验规则删除', [CHECK_RULE_PERMS.deleteBatch]: '校验规则批量删除',
};

export const CHECK_TEXT = {
  /** spec §4 Other / reference/JEECG.md §5.2 #12: JeecgBoot's DuplicateCheckController messages. */
  duplicate: '该值不可用，系统中已存在！',
  available: '该值可用！',
  rulePassed: '校验通过',
  ruleMissing: '该编码不存在',
  linesRequired: '请至少添加一条规则',
  linesTooMany: `规则最多 ${CHECK_RULE.maxRules} 条`,
  digitsInvalid: '位数只能是 * 或 1 到 999 的整数',
  messageRequired: '请输入提示文本',
  jsonInvalid: '规则JSON格式不正确',
  valueTooLong: `待校验的值最多 ${CHECK_RULE.maxValueLength} 个字符`,
} as const;

export const checkRuleLineSchema = z.object({
  digits: z.string().trim().regex(/^(\*|[1-9]\d{0,2})$/, CHECK_TEXT.digitsInvalid),
  pattern: z.string().superRefine((p, ctx) => {
    const problem = rulePatternProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  message: z.string().trim().min(1, CHECK_TEXT.messageRequired).max(CHECK_RULE.maxMessageLength),
});

export const checkRuleLinesSchema = z.array(checkRuleLineSchema)
  .min(1, CHECK_TEXT.linesRequired).max(CHECK_RULE.maxRules, CHECK_TEXT.linesTooMany);

/** The lines of a stored rule_json; throws on anything that is not a valid list of lines. */
export function parseRuleJson(text: string): CheckRuleLine[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(CHECK_TEXT.jsonInvalid);
  }
  const parsed = checkRuleLinesSchema.safeParse(data);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? CHECK_TEXT.jsonInvalid);
  return parsed.data;
}

/** ruleJson travels as JSON text (JeecgBoot's wire shape); it must hold valid lines. */
const ruleJson = z.string().max(8000).superRefine((text, ctx) => {
  try {
    parseRuleJson(text);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: (e as Error).message });
  }
});

const ruleCode = z.string().trim().min(1, '请输入规则编码').max(100, '规则编码最多 100 个字符')
  .regex(/^[A-Za-z0-9_-]+$/, '规则编码只能包含字母、数字、下划线和短横线');

export const checkRuleAddSchema = z.object({
  ruleName: z.string().trim().min(1, '请输入规则名称').max(100, '规则名称最多 100 个字符'),
  ruleCode,
  ruleJson,
  ruleDescription: z.preprocess((v) => (v === '' || v === undefined ? null : v),
    z.string().trim().max(200, '规则描述最多 200 个字符').nullable()),
});

export const checkRuleEditSchema = checkRuleAddSchema.partial().extend({ id: z.string().min(1, 'id不能为空').max(32) });

export type CheckRuleInput = z.infer<typeof checkRuleAddSchema>;

export interface CheckRuleRecord {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export type CheckOutcome = { passed: true } | { passed: false; message: string; line: number };

/**
 * JeecgBoot's checkValue: a cursor walks the value; a numbered line checks the next `digits` characters
 * (what the user has not typed yet is checked as ''), '*' checks the whole value and does not move the
 * cursor. An empty value passes (spec §4 Other); a value longer than CHECK_RULE.maxValueLength is refused
 * before any pattern runs.
 */
export function evaluateCheckRule(lines: readonly CheckRuleLine[], value: string): CheckOutcome {
  if (value === '') return { passed: true };
  if (value.length > CHECK_RULE.maxValueLength) return { passed: false, message: CHECK_TEXT.valueTooLong, line: -1 };
  let begin = 0;
  for (const [index, line] of lines.entries()) {
    let part: string;
    if (line.digits === CHECK_RULE.checkAll) {
      part = value;
    } else {
      const n = Number(line.digits);
      const end = Math.min(begin + n, value.length);
      part = begin > end ? '' : value.slice(begin, end);
      begin += n;
    }
    if (!compileRulePattern(line.pattern).test(part)) return { passed: false, message: line.message, line: index };
  }
  return { passed: true };
}

/** The seeded 'common' rule, as JeecgBoot ships it (jeecgboot-mysql-5.7.sql, sys_check_rule). */
export const COMMON_CHECK_RULE = {
  ruleName: '通用编码规则',
  ruleCode: 'common',
  lines: [
    { digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
    { digits: '*', pattern: '^[0-9|a-z|A-Z|_]{0,}$', message: '只能填写数字、大小写字母、下划线' },
    { digits: '*', pattern: '^.{3,}$', message: '最少输入3位数' },
    { digits: '*', pattern: '^.{3,12}$', message: '最多输入12位数' },
  ] satisfies CheckRuleLine[],
  ruleDescription: '规则：1、首位只能是字母；2、只能填写数字、大小写字母、下划线；3、最少3位数，最多12位数。',
} as const;

/**
 * The list screen's definition (search form, columns, paging); the form is the page's own, because the rule
 * lines are a table, not a text field. Served by the checks module's routes, hence not in RESOURCES.
 */
export const checkRuleResource = defineResource({
  key: 'checkRule',
  title: '校验规则',
  table: 'sys_check_rule',
  basePath: '/sys/checkRule',
  permPrefix: 'system:checkRule',
  actions: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch'],
  fields: {
    ruleName: { label: '规则名称', type: 'string', required: true, maxLength: 100, search: 'like', sortable: true },
    ruleCode: { label: '规则编码', type: 'string', required: true, unique: true, maxLength: 100, search: 'like', sortable: true },
    ruleDescription: { label: '规则描述', type: 'text', maxLength: 200 },
  },
});
