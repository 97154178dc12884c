import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { BusinessError } from '../errors.ts';
import { grantedIds } from './permissions.ts';

/** The built-in 管理员 role: it holds every permission, those added later included (it cannot be deleted or renamed). */
export const ADMIN_ROLE_CODE = 'admin';

/**
 * Nobody hands out more than they hold. Whoever may edit users, authorise roles or set a department's scope
 * may grant only permissions they hold themselves, and may change only users who hold nothing they lack.
 * Without this a user administrator could create a 管理员 account, strip the real administrator's role or
 * reset its password (privilege escalation, reference/JEECG.md §5.2 #35). A holder of the 管理员 role holds
 * everything, so only such a holder changes another, or grants a menu created after the roles were set up.
 */
interface Held { all: boolean; ids: Set<string> }

/** Live menus and buttons only: a grant left on a deleted one confers nothing. */
const live = (db: Kysely<DB>) => db.selectFrom('sysPermission').select('id').where('delFlag', '=', 0);

async function held(db: Kysely<DB>, userId: string): Promise<Held> {
  const admin = await db.selectFrom('sysUserRole as ur').innerJoin('sysRole as r', 'r.id', 'ur.roleId').select('r.id')
    .where('ur.userId', '=', userId).where('r.roleCode', '=', ADMIN_ROLE_CODE).where('r.delFlag', '=', 0).executeTakeFirst();
  const ids = admin ? [] : (await live(db).where('id', 'in', grantedIds(db, userId)).execute()).map((r) => r.id);
  return { all: Boolean(admin), ids: new Set(ids) };
}

async function names(db: Kysely<DB>, ids: string[]): Promise<string> {
  const rows = await db.selectFrom('sysPermission').select('name').where('id', 'in', ids.slice(0, 3)).execute();
  return rows.map((r) => `“${r.name}”`).join('、') + (ids.length > 3 ? ` 等 ${ids.length} 项` : '');
}

/** What of `ids` (live ones) `me` lacks. */
async function lacking(db: Kysely<DB>, mine: Held, ids: string[]): Promise<string[]> {
  if (mine.all || !ids.length) return [];
  return (await live(db).where('id', 'in', [...new Set(ids)]).execute()).map((r) => r.id).filter((id) => !mine.ids.has(id));
}

async function isAdminRole(db: Kysely<DB>, roleIds: string[]): Promise<boolean> {
  if (!roleIds.length) return false;
  return Boolean(await db.selectFrom('sysRole').select('id').where('id', 'in', roleIds).where('roleCode', '=', ADMIN_ROLE_CODE).executeTakeFirst());
}

const ADMIN_ONLY = '只有管理员才能分配或修改管理员角色';

/**
 * Replacing a role's or a department's grants: what it has now and what it is to have must all be `me`'s, so
 * that nobody grants what they lack, nor strips a role that holds more than they do.
 */
export async function assertCanRegrant(db: Kysely<DB>, me: string, current: string[], wanted: string[], roleId?: string): Promise<void> {
  const mine = await held(db, me);
  if (roleId && !mine.all && (await isAdminRole(db, [roleId]))) throw new BusinessError(ADMIN_ONLY);
  const beyond = await lacking(db, mine, [...current, ...wanted]);
  if (beyond.length) throw new BusinessError(`不能授予或收回自己没有的权限：${await names(db, beyond)}`);
}

/** Refuses roles (or department roles) that grant something `me` does not hold. */
export async function assertCanGrantRoles(db: Kysely<DB>, me: string, roleIds: string[],
  grants: 'sysRolePermission' | 'sysDepartRolePermission' = 'sysRolePermission'): Promise<void> {
  if (!roleIds.length) return;
  const mine = await held(db, me);
  if (mine.all) return;
  if (grants === 'sysRolePermission' && (await isAdminRole(db, roleIds))) throw new BusinessError(ADMIN_ONLY);
  // `grants` is one of the two fixed table names above, never from a request.
  const granted = await db.selectFrom(grants).select('permissionId').where('roleId', 'in', roleIds).execute();
  const beyond = await lacking(db, mine, granted.map((g) => g.permissionId));
  if (beyond.length) throw new BusinessError(`不能分配该角色：它包含您没有的权限${await names(db, beyond)}`);
}

/**
 * Which of these roles `me` may hand out (assertCanGrantRoles would let pass): for the role pickers, which offer
 * the others greyed out rather than let a form fail on submit.
 */
export async function assignableRoles(db: Kysely<DB>, me: string, roles: ReadonlyArray<{ id: string; roleCode: string }>): Promise<Set<string>> {
  const mine = await held(db, me);
  if (mine.all) return new Set(roles.map((r) => r.id));
  const ids = roles.filter((r) => r.roleCode !== ADMIN_ROLE_CODE).map((r) => r.id);
  if (!ids.length) return new Set();
  const granted = await db.selectFrom('sysRolePermission as rp').innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
    .select(['rp.roleId', 'rp.permissionId']).where('rp.roleId', 'in', ids).where('p.delFlag', '=', 0).execute();
  const beyond = new Set(granted.filter((g) => !mine.ids.has(g.permissionId)).map((g) => g.roleId));
  return new Set(ids.filter((id) => !beyond.has(id)));
}

/** Refuses to change (edit, freeze, delete, reset the password of) a user who holds a permission `me` lacks. */
export async function assertCanManageUsers(db: Kysely<DB>, me: string, userIds: string[]): Promise<void> {
  const mine = await held(db, me);
  if (mine.all) return;
  for (const userId of userIds) {
    if (userId === me) continue;
    const theirs = await held(db, userId);
    if (theirs.all || (await lacking(db, mine, [...theirs.ids])).length) {
      const user = await db.selectFrom('sysUser').select('username').where('id', '=', userId).executeTakeFirst();
      throw new BusinessError(`用户“${user?.username ?? userId}”拥有您没有的权限，只能由权限不低于该用户的管理员修改`);
    }
  }
}
