import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { DATA_RULE_CONDITIONS, DATA_RULE_PLACEHOLDERS, PLACEHOLDER_RE, type DataRuleCondition } from '@foodtrace/contracts';
import type { DbKind } from '../../config.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { DB } from '../db/schema.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { formatInstant } from '../db/time.ts';
import { filterExpression } from '../list-query/apply.ts';
import { typedValue, type ListSpec, type Op } from '../list-query/parse.ts';
import { departRoleGrants, userRoleGrants } from '../rbac/permissions.ts';

/**
 * Data rules (DESIGN.md §5 rule 2, reference/JEECG.md §1.8): structured conditions on a declared field of a
 * menu's resource, with placeholders, compiled to bound Kysely expressions. Never raw SQL.
 */
export interface DataRule { id: string; ruleColumn: string; ruleConditions: string; ruleValue: string }

/**
 * The rows a user may see: OR over the grants that give them the menu, each grant the AND of the rules it
 * selected. A grant that selected no (active) rule limits nothing, so then every row is visible — a second
 * role without rules widens, never narrows, what the first one allows.
 */
export type RuleSets = 'all' | DataRule[][];

const OPS: Record<DataRuleCondition, Op> = {
  '=': 'eq', '!=': 'ne', '>': 'gt', '>=': 'ge', '<': 'lt', '<=': 'le', IN: 'in', LIKE: 'like', RIGHT_LIKE: 'right_like',
};

export type RuleVars = Record<keyof typeof DATA_RULE_PLACEHOLDERS, string | null>;

export function ruleVars(user: Pick<SessionUser, 'username' | 'orgCode'>, timeZone: string, now = Date.now()): RuleVars {
  const time = formatInstant(now, timeZone)!;
  return { sys_user_code: user.username, sys_org_code: user.orgCode || null, sys_date: time.slice(0, 10), sys_time: time };
}

/** Placeholders of a value that are not system variables (a rule naming one is refused on save). */
export function unknownPlaceholders(value: string): string[] {
  return [...value.matchAll(PLACEHOLDER_RE)].map((m) => m[1]).filter((n) => !(n in DATA_RULE_PLACEHOLDERS));
}

/** The value with its placeholders replaced; null when one of them has no value (e.g. a user without department). */
export function resolveRuleValue(value: string, vars: RuleVars): string | null {
  let missing = false;
  const out = value.replace(PLACEHOLDER_RE, (_m, name: string) => {
    const v = vars[name as keyof RuleVars];
    if (v === null || v === undefined || v === '') missing = true;
    return v ?? '';
  });
  return missing ? null : out;
}

/** Why a rule cannot apply to a resource at all (unknown field, condition or variable), or null. */
function structuralProblem(rule: Omit<DataRule, 'id'>, spec: ListSpec): string | null {
  if (!(rule.ruleColumn in spec.fields)) return `规则字段 ${rule.ruleColumn} 不是该资源的字段`;
  if (!(DATA_RULE_CONDITIONS as readonly string[]).includes(rule.ruleConditions)) return `不支持的条件规则 ${rule.ruleConditions}`;
  const unknown = unknownPlaceholders(rule.ruleValue);
  return unknown.length ? `未知的系统变量 #{${unknown[0]}}` : null;
}

/** Why a rule cannot be saved for a resource, or null. A literal value must also fit the field's type. */
export function ruleProblem(rule: Omit<DataRule, 'id'>, spec: ListSpec): string | null {
  const problem = structuralProblem(rule, spec);
  if (problem || /#\{/.test(rule.ruleValue)) return problem;
  try {
    toFilterValue(rule, spec, rule.ruleValue);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/**
 * A time value names a whole day or second: `<=` and `>` compare with its end, `>=` and `<` with its start, so
 * `createTime <= #{sys_time}` includes rows written earlier in the same second (like the lists' `_end`).
 */
const EDGE: Partial<Record<Op, 'begin' | 'end'>> = { le: 'end', gt: 'end', ge: 'begin', lt: 'begin' };

function toFilterValue(rule: Omit<DataRule, 'id'>, spec: ListSpec, value: string) {
  const op = OPS[rule.ruleConditions as DataRuleCondition];
  if (op === 'in') return value.split(',').map((v) => v.trim()).filter(Boolean).map((v) => typedValue(spec, rule.ruleColumn, v));
  if (op === 'like' || op === 'right_like') return value;
  return typedValue(spec, rule.ruleColumn, value, EDGE[op]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resource's table is dynamic
type EB = ExpressionBuilder<any, any>;
const NOTHING = sql<SqlBool>`1 = 0`;

/** One rule as a condition; a rule that cannot apply (changed resource, missing variable) matches nothing. */
function ruleExpression(eb: EB, rule: DataRule, spec: ListSpec, vars: RuleVars, kind: DbKind): Expression<SqlBool> {
  if (structuralProblem(rule, spec)) return NOTHING;
  const resolved = resolveRuleValue(rule.ruleValue, vars);
  if (resolved === null) return NOTHING;
  try {
    const value = toFilterValue(rule, spec, resolved);
    if (Array.isArray(value) && !value.length) return NOTHING;
    return filterExpression(eb, { field: rule.ruleColumn, op: OPS[rule.ruleConditions as DataRuleCondition], value }, kind);
  } catch {
    return NOTHING;
  }
}

export function ruleSetsExpression(eb: EB, sets: DataRule[][], spec: ListSpec, vars: RuleVars, kind: DbKind): Expression<SqlBool> {
  return eb.or(sets.map((set) => eb.and(set.map((r) => ruleExpression(eb, r, spec, vars, kind)))));
}

const splitIds = (ids: string | null) => (ids ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** The menus a resource's list belongs to: the parents of the button rows carrying its list code. */
// The queries every list call makes, compiled once (the list query itself varies with its filters).
const menusQuery = preparedPerDb(['listCode'], (db: Kysely<DB>, v) => db.selectFrom('sysPermission').select('parentId')
  .where('perms', '=', v.listCode as string).where('menuType', '=', 2).where('delFlag', '=', 0).where('parentId', 'is not', null));
const roleRulesQuery = preparedPerDb(['userId', 'menuId'], (db: Kysely<DB>, v) => userRoleGrants(db, v.userId as string)
  .select('g.dataRuleIds').where('g.permissionId', '=', v.menuId as string));
const departRulesQuery = preparedPerDb(['userId', 'menuId'], (db: Kysely<DB>, v) => departRoleGrants(db, v.userId as string)
  .select('g.dataRuleIds').where('g.permissionId', '=', v.menuId as string));

export async function menusOfCode(db: Kysely<DB>, listCode: string): Promise<string[]> {
  const rows = (await db.executeQuery<{ parentId: string }>(menusQuery(db, { listCode }))).rows;
  return [...new Set(rows.map((r) => r.parentId))];
}

/** The data-rule ids of each grant of these menus to the user (one list per role that grants one). */
async function grantedRuleIds(db: Kysely<DB>, userId: string, menuIds: string[]): Promise<Array<{ dataRuleIds: string | null }>> {
  if (menuIds.length === 1) {
    const values = { userId, menuId: menuIds[0] };
    type R = { dataRuleIds: string | null };
    return [...(await db.executeQuery<R>(roleRulesQuery(db, values))).rows, ...(await db.executeQuery<R>(departRulesQuery(db, values))).rows];
  }
  return [
    ...await userRoleGrants(db, userId).select('g.dataRuleIds').where('g.permissionId', 'in', menuIds).execute(),
    ...await departRoleGrants(db, userId).select('g.dataRuleIds').where('g.permissionId', 'in', menuIds).execute(),
  ];
}

/** The rule sets that limit what a user sees of the resource whose list code is given. */
export async function loadRuleSets(db: Kysely<DB>, userId: string, listCode: string): Promise<RuleSets> {
  const menuIds = await menusOfCode(db, listCode);
  if (!menuIds.length) return 'all';
  const grants = (await grantedRuleIds(db, userId, menuIds)).map((g) => splitIds(g.dataRuleIds));
  if (!grants.length || grants.some((ids) => !ids.length)) return 'all';
  const rules = await db.selectFrom('sysPermissionDataRule')
    .select(['id', 'ruleColumn', 'ruleConditions', 'ruleValue'])
    .where('id', 'in', [...new Set(grants.flat())]).where('permissionId', 'in', menuIds).where('status', '=', '1')
    .execute();
  const sets = grants.map((ids) => rules.filter((r) => ids.includes(r.id)));
  return sets.some((s) => !s.length) ? 'all' : sets;
}
