import type { Kysely } from 'kysely';
import type { RoleDataRuleAnswer } from '@foodtrace/contracts';
import type { DB } from '../../../platform/db/schema.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { splitIds } from '../shared/route-helpers.ts';
import { listRules } from './data-rule.service.ts';

/**
 * Which of a menu's rules a role applies (sys_role_permission.data_rule_ids). Read by the platform on every
 * list call (platform/scope), so a change applies to the role's users at their next call.
 */
export async function roleDataRules(db: Kysely<DB>, permissionId: string, roleId: string, tz: string): Promise<RoleDataRuleAnswer> {
  const datarule = (await listRules(db, permissionId, tz)).filter((r) => r.status === '1');
  const grant = await db.selectFrom('sysRolePermission').select('dataRuleIds')
    .where('roleId', '=', roleId).where('permissionId', '=', permissionId).executeTakeFirst();
  const live = new Set(datarule.map((r) => r.id));
  return { datarule, drChecked: splitIds(grant?.dataRuleIds).filter((id) => live.has(id)).join(',') };
}

export async function saveRoleDataRules(db: Kysely<DB>, permissionId: string, roleId: string, dataRuleIds: string): Promise<void> {
  const grant = await db.selectFrom('sysRolePermission').select('id')
    .where('roleId', '=', roleId).where('permissionId', '=', permissionId).executeTakeFirst();
  if (!grant) throw new BusinessError('请先为该角色授权此菜单并保存');
  const ids = splitIds(dataRuleIds);
  if (ids.length) {
    const found = await db.selectFrom('sysPermissionDataRule').select('id').where('id', 'in', ids).where('permissionId', '=', permissionId).execute();
    if (found.length !== ids.length) throw new BusinessError('数据规则不属于该菜单');
  }
  await db.updateTable('sysRolePermission').set({ dataRuleIds: ids.join(',') || null, operateDate: Date.now() }).where('id', '=', grant.id).execute();
}
