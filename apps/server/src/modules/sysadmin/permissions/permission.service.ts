import type { Kysely } from 'kysely';
import { MENU_TYPE, type PermissionInput } from '@foodtrace/contracts';
import type { DB, SysPermission } from '../../../platform/db/schema.ts';
import { newId } from '../../../platform/db/ids.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { descendantsOf } from '../shared/tree.ts';
import { livePermissions } from './permission-tree.ts';

/** Menu rows (types 0/1/2, reference/JEECG.md §2 sys_permission) as the menu page edits them. */
function columns(m: PermissionInput) {
  const button = m.menuType === MENU_TYPE.button;
  return {
    parentId: m.parentId ?? null, name: m.name, menuType: m.menuType, perms: m.perms ?? null, permsType: m.permsType,
    status: m.status, sortNo: m.sortNo, description: m.description ?? null,
    url: button ? null : m.url ?? null, component: button ? null : m.component ?? null,
    componentName: button ? null : m.componentName ?? null, redirect: button ? null : m.redirect ?? null,
    icon: button ? null : m.icon ?? null, isRoute: m.route ? 1 : 0, hidden: m.hidden ? 1 : 0, keepAlive: m.keepAlive ? 1 : 0,
    alwaysShow: m.alwaysShow ? 1 : 0, internalOrExternal: m.internalOrExternal ? 1 : 0,
  };
}

/** A sub menu or button hangs under a menu, never under a button; a button code exists once. */
async function checkPlacement(db: Kysely<DB>, m: PermissionInput, selfId?: string): Promise<void> {
  if (m.parentId) {
    const parent = await db.selectFrom('sysPermission').select(['id', 'menuType']).where('id', '=', m.parentId)
      .where('delFlag', '=', 0).executeTakeFirst();
    if (!parent) throw new BusinessError('上级菜单不存在');
    if (parent.menuType === MENU_TYPE.button) throw new BusinessError('按钮下不能再添加菜单或按钮');
    if (selfId) {
      const below = descendantsOf(await livePermissions(db), selfId);
      if (below.includes(m.parentId)) throw new BusinessError('上级菜单不能是自身或其下级');
    }
  }
  if (m.perms) {
    let q = db.selectFrom('sysPermission').select('id').where('perms', '=', m.perms).where('delFlag', '=', 0);
    if (selfId) q = q.where('id', '<>', selfId);
    if (await q.limit(1).executeTakeFirst()) throw new BusinessError('授权标识已存在');
  }
}

/** is_leaf follows the live children, so the tree table knows which rows expand. */
async function refreshLeaf(db: Kysely<DB>, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const child = await db.selectFrom('sysPermission').select('id').where('parentId', '=', id).where('delFlag', '=', 0).limit(1).executeTakeFirst();
  await db.updateTable('sysPermission').set({ isLeaf: child ? 0 : 1 }).where('id', '=', id).execute();
}

export async function addPermission(db: Kysely<DB>, m: PermissionInput, by: string): Promise<string> {
  await checkPlacement(db, m);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sysPermission').values({
      id, ...columns(m), isLeaf: 1, ruleFlag: 0, delFlag: 0, createBy: by, createTime: Date.now(), updateBy: null, updateTime: null,
    }).execute();
    await refreshLeaf(trx, m.parentId);
  });
  return id;
}

export async function editPermission(db: Kysely<DB>, m: PermissionInput & { id: string }, by: string): Promise<void> {
  const existing = await db.selectFrom('sysPermission').select(['id', 'parentId']).where('id', '=', m.id).where('delFlag', '=', 0).executeTakeFirst();
  if (!existing) throw new BusinessError('未找到对应数据');
  await checkPlacement(db, m, m.id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sysPermission').set({ ...columns(m), updateBy: by, updateTime: Date.now() }).where('id', '=', m.id).execute();
    await refreshLeaf(trx, existing.parentId);
    await refreshLeaf(trx, m.parentId);
    await refreshLeaf(trx, m.id);
  });
}

/**
 * Soft delete of the row and everything below it; the grants of the removed rows go with them, so nobody
 * keeps a code whose row is gone.
 */
export async function deletePermission(db: Kysely<DB>, id: string, by: string): Promise<void> {
  const rows = await livePermissions(db);
  const target = rows.find((r: SysPermission) => r.id === id);
  if (!target) throw new BusinessError('未找到对应数据');
  const ids = descendantsOf(rows, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sysPermission').set({ delFlag: 1, updateBy: by, updateTime: Date.now() }).where('id', 'in', ids).execute();
    await trx.deleteFrom('sysRolePermission').where('permissionId', 'in', ids).execute();
    await trx.deleteFrom('sysDepartPermission').where('permissionId', 'in', ids).execute();
    await trx.deleteFrom('sysDepartRolePermission').where('permissionId', 'in', ids).execute();
    await refreshLeaf(trx, target.parentId);
  });
}
