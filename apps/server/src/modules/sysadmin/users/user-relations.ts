import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { newId } from '../../../platform/db/ids.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { parseTenantIds } from '../../../platform/tenant/tenants.ts';
import { splitIds } from '../shared/route-helpers.ts';

/** A user's relations as an administrator sends them (JeecgBoot's comma-joined form values). */
export interface RelationInput {
  selectedroles?: string | null;
  selecteddeparts?: string | null;
  departIds?: string | null;
  userIdentity?: number | null;
  relTenantIds?: string | null;
  post?: string | null;
}

async function assertAll(found: Array<{ id: string | number }>, wanted: Array<string | number>, what: string): Promise<void> {
  const have = new Set(found.map((r) => String(r.id)));
  const missing = wanted.find((w) => !have.has(String(w)));
  if (missing !== undefined) throw new BusinessError(`${what}不存在: ${missing}`);
}

/**
 * Every id an administrator names must exist: roles, departments, tenants, position codes (in the request's
 * tenant, as positions are tenant-scoped), and the departments a head leads must be among the user's own.
 */
export async function checkRelations(db: Kysely<DB>, input: RelationInput, departsAfter: string[], tenantId: number): Promise<void> {
  const roles = splitIds(input.selectedroles);
  if (roles.length) await assertAll(await db.selectFrom('sysRole').select('id').where('id', 'in', roles).where('delFlag', '=', 0).execute(), roles, '角色');
  const departs = splitIds(input.selecteddeparts);
  if (departs.length) await assertAll(await db.selectFrom('sysDepart').select('id').where('id', 'in', departs).where('delFlag', '=', 0).execute(), departs, '部门');
  const heads = splitIds(input.departIds);
  const outside = heads.find((h) => !departsAfter.includes(h));
  if (outside) throw new BusinessError('负责部门必须是用户所属的部门');
  const tenants = parseTenantIds(input.relTenantIds);
  if (tenants.length) await assertAll(await db.selectFrom('sysTenant').select('id').where('id', 'in', tenants).where('delFlag', '=', 0).execute(), tenants, '租户');
  const posts = splitIds(input.post);
  if (posts.length) {
    const found = await db.selectFrom('sysPosition').select('code as id').where('code', 'in', posts).where('delFlag', '=', 0)
      .where('tenantId', '=', tenantId).execute();
    await assertAll(found, posts, '职务');
  }
}

export async function replaceRoles(db: Kysely<DB>, userId: string, roleIds: string[]): Promise<void> {
  await db.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
  if (roleIds.length) await db.insertInto('sysUserRole').values(roleIds.map((roleId) => ({ id: newId(), userId, roleId }))).execute();
}

/**
 * Sets the user's departments. Leaving a department also ends the department roles held there (they grant
 * nothing outside the department anyway, reference/JEECG.md §2 sys_depart_role_user).
 */
export async function replaceDeparts(db: Kysely<DB>, userId: string, departIds: string[]): Promise<void> {
  const before = (await db.selectFrom('sysUserDepart').select('depId').where('userId', '=', userId).execute()).map((r) => r.depId);
  const left = before.filter((d) => !departIds.includes(d));
  if (left.length) {
    const roles = db.selectFrom('sysDepartRole').select('id').where('departId', 'in', left);
    await db.deleteFrom('sysDepartRoleUser').where('userId', '=', userId).where('droleId', 'in', roles).execute();
    await db.deleteFrom('sysUserDepart').where('userId', '=', userId).where('depId', 'in', left).execute();
  }
  const added = departIds.filter((d) => !before.includes(d));
  if (added.length) await db.insertInto('sysUserDepart').values(added.map((depId) => ({ id: newId(), userId, depId }))).execute();
}

/** The current department (sys_user.org_code) stays when still a member, else becomes the first department. */
export async function currentOrgCode(db: Kysely<DB>, departIds: string[], current: string | null): Promise<string | null> {
  if (!departIds.length) return null;
  const rows = await db.selectFrom('sysDepart').select('orgCode').where('id', 'in', departIds).where('delFlag', '=', 0)
    .orderBy('departOrder').orderBy('orgCode').execute();
  return rows.some((r) => r.orgCode === current) ? current : rows[0]?.orgCode ?? null;
}
