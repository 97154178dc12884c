import type { Kysely } from 'kysely';
import type { PermissionRecord, PermissionTreeAnswer, PermissionTreeNode } from '@foodtrace/contracts';
import type { DB, SysPermission } from '../../../platform/db/schema.ts';
import { formatInstant } from '../../../platform/db/time.ts';
import { buildTree } from '../shared/tree.ts';

/** Every live menu and button row, in menu order. */
export async function livePermissions(db: Kysely<DB>): Promise<SysPermission[]> {
  return db.selectFrom('sysPermission').selectAll().where('delFlag', '=', 0).orderBy('sortNo').orderBy('createTime').execute();
}

/** A row as the menu page reads it (JeecgBoot's SysPermissionTree: flags as booleans, `route` for is_route). */
export function toRecord(p: SysPermission, tz: string, leaf = p.isLeaf === 1): PermissionRecord {
  return {
    id: p.id, parentId: p.parentId, name: p.name, url: p.url, component: p.component, componentName: p.componentName,
    redirect: p.redirect, menuType: p.menuType, perms: p.perms, permsType: p.permsType ?? '1', sortNo: p.sortNo, icon: p.icon,
    route: p.isRoute === 1, hidden: p.hidden === 1, keepAlive: p.keepAlive === 1, alwaysShow: p.alwaysShow === 1,
    internalOrExternal: p.internalOrExternal === 1, leaf, ruleFlag: p.ruleFlag, status: p.status ?? '1',
    description: p.description, createTime: formatInstant(p.createTime, tz),
  };
}

export function recordTree(rows: SysPermission[], tz: string): PermissionRecord[] {
  return buildTree(rows, (p, hasChildren) => toRecord(p, tz, !hasChildren));
}

/** The authorisation tree (JeecgBoot's TreeModel) and all of its ids. */
export function authTree(rows: SysPermission[]): PermissionTreeAnswer {
  const treeList = buildTree<SysPermission, PermissionTreeNode>(rows, (p, hasChildren) => ({
    key: p.id, value: p.id, title: p.name, parentId: p.parentId, menuType: p.menuType, ruleFlag: p.ruleFlag,
    isLeaf: !hasChildren, icon: p.icon,
  }));
  return { treeList, ids: rows.map((r) => r.id) };
}
