import type { Kysely } from 'kysely';
import { MENU_TYPE, RESOURCES, SYSTEM_FIELD_LABELS, permissionCode, type DataRuleInput, type DataRuleRecord, type ResourceDef } from '@foodtrace/contracts';
import { listSpecOf } from '../../../crud/list-spec.ts';
import type { DB, SysPermissionDataRule } from '../../../platform/db/schema.ts';
import { newId } from '../../../platform/db/ids.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ruleProblem } from '../../../platform/scope/data-rules.ts';
import { wireAudit } from '../shared/wire.ts';

/**
 * Data rules of a menu (reference/JEECG.md §2 sys_permission_data_rule). A menu's rules limit the generic
 * list of the resource whose buttons hang under it, so a rule may only name a field that resource declares.
 */
export async function resourceOfMenu(db: Kysely<DB>, menuId: string): Promise<ResourceDef | undefined> {
  const codes = (await db.selectFrom('sysPermission').select('perms').where('parentId', '=', menuId)
    .where('menuType', '=', MENU_TYPE.button).where('delFlag', '=', 0).where('perms', 'is not', null).execute()).map((r) => r.perms);
  return RESOURCES.find((def) => codes.includes(permissionCode(def, 'list')));
}

async function ruleMenu(db: Kysely<DB>, permissionId: string, timeZone: string) {
  const menu = await db.selectFrom('sysPermission').select(['id', 'menuType']).where('id', '=', permissionId)
    .where('delFlag', '=', 0).executeTakeFirst();
  if (!menu || menu.menuType === MENU_TYPE.button) throw new BusinessError('数据规则只能配置在菜单上');
  const def = await resourceOfMenu(db, permissionId);
  if (!def) throw new BusinessError('该菜单没有可配置数据规则的数据列表');
  return { def, spec: listSpecOf(def, timeZone) };
}

/** The fields a menu's rules may name, with their labels, for the rule form. */
export async function ruleColumns(db: Kysely<DB>, permissionId: string, timeZone: string) {
  const { def, spec } = await ruleMenu(db, permissionId, timeZone);
  return Object.entries(spec.fields).map(([field, type]) => ({ field, type, label: def.fields[field]?.label ?? SYSTEM_FIELD_LABELS[field] ?? field }));
}

async function checkRule(db: Kysely<DB>, rule: DataRuleInput, timeZone: string): Promise<void> {
  const { spec } = await ruleMenu(db, rule.permissionId, timeZone);
  const problem = ruleProblem(rule, spec);
  if (problem) throw new BusinessError(problem);
}

/** rule_flag marks menus that have rules (the authorisation tree shows a rule icon for them). */
async function refreshRuleFlag(db: Kysely<DB>, permissionId: string): Promise<void> {
  const any = await db.selectFrom('sysPermissionDataRule').select('id').where('permissionId', '=', permissionId).limit(1).executeTakeFirst();
  await db.updateTable('sysPermission').set({ ruleFlag: any ? 1 : 0 }).where('id', '=', permissionId).execute();
}

function toRuleRecord(r: SysPermissionDataRule, tz: string): DataRuleRecord {
  const { updateTime: _u, updateBy: _b, ...rest } = wireAudit(r, tz);
  return rest;
}

export async function listRules(db: Kysely<DB>, permissionId: string, tz: string, filter: { ruleName?: string; ruleValue?: string } = {}) {
  let q = db.selectFrom('sysPermissionDataRule').selectAll().where('permissionId', '=', permissionId);
  if (filter.ruleName) q = q.where('ruleName', '=', filter.ruleName);
  if (filter.ruleValue) q = q.where('ruleValue', '=', filter.ruleValue);
  return (await q.orderBy('createTime').execute()).map((r) => toRuleRecord(r, tz));
}

export async function addRule(db: Kysely<DB>, rule: DataRuleInput, by: string, tz: string): Promise<string> {
  await checkRule(db, rule, tz);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sysPermissionDataRule').values({ id, ...rule, createBy: by, createTime: Date.now(), updateBy: null, updateTime: null }).execute();
    await refreshRuleFlag(trx, rule.permissionId);
  });
  return id;
}

export async function editRule(db: Kysely<DB>, rule: DataRuleInput & { id: string }, by: string, tz: string): Promise<void> {
  const existing = await db.selectFrom('sysPermissionDataRule').select(['id', 'permissionId']).where('id', '=', rule.id).executeTakeFirst();
  if (!existing) throw new BusinessError('未找到对应数据');
  if (existing.permissionId !== rule.permissionId) throw new BusinessError('数据规则不能移到其他菜单');
  await checkRule(db, rule, tz);
  const { id, ...values } = rule;
  await db.updateTable('sysPermissionDataRule').set({ ...values, updateBy: by, updateTime: Date.now() }).where('id', '=', id).execute();
}

/** A rule is configuration, not a record: deleting it also removes it from every role's selection. */
export async function deleteRule(db: Kysely<DB>, id: string): Promise<void> {
  const rule = await db.selectFrom('sysPermissionDataRule').select(['id', 'permissionId']).where('id', '=', id).executeTakeFirst();
  if (!rule) throw new BusinessError('未找到对应数据');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sysPermissionDataRule').where('id', '=', id).execute();
    for (const table of ['sysRolePermission', 'sysDepartPermission', 'sysDepartRolePermission'] as const) {
      const grants = await trx.selectFrom(table).select(['id', 'dataRuleIds']).where('permissionId', '=', rule.permissionId).execute();
      for (const g of grants) {
        const ids = (g.dataRuleIds ?? '').split(',').filter((r) => r && r !== id);
        if (ids.join(',') !== (g.dataRuleIds ?? '')) await trx.updateTable(table).set({ dataRuleIds: ids.join(',') || null }).where('id', '=', g.id).execute();
      }
    }
    await refreshRuleFlag(trx, rule.permissionId);
  });
}
