import type { Kysely } from 'kysely';
import { LAYOUT, type AuthEntry, type MenuItem, type PermissionResult } from '@foodtrace/contracts';
import type { DB, SysPermission } from '../db/schema.ts';

/**
 * What a user is granted: the permission rows reached through the user's roles. Read from the database on
 * every call — role and menu changes take effect at once (no stale permission cache, DESIGN.md §5 rule 3).
 */
export async function grantedRows(db: Kysely<DB>, userId: string): Promise<SysPermission[]> {
  return db.selectFrom('sysPermission as p')
    .innerJoin('sysRolePermission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .selectAll('p')
    .distinct()
    .where('ur.userId', '=', userId)
    .where('p.delFlag', '=', 0)
    .orderBy('p.sortNo')
    .execute();
}

/** The permission codes a user holds, for the server-side check of a route's code. */
export async function grantedCodes(db: Kysely<DB>, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('sysPermission as p')
    .innerJoin('sysRolePermission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select('p.perms')
    .where('ur.userId', '=', userId)
    .where('p.delFlag', '=', 0)
    .where('p.perms', 'is not', null)
    .execute();
  const codes = new Set<string>();
  for (const r of rows) for (const c of (r.perms ?? '').split(',')) if (c.trim()) codes.add(c.trim());
  return codes;
}

export async function userHolds(db: Kysely<DB>, userId: string, code: string): Promise<boolean> {
  const row = await db.selectFrom('sysPermission as p')
    .innerJoin('sysRolePermission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'rp.roleId')
    .select('p.id')
    .where('ur.userId', '=', userId)
    .where('p.delFlag', '=', 0)
    .where('p.perms', '=', code)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** JeecgBoot's route name rule: component_name, else the url without its leading slash, '/'→'-', ':'→'@'. */
function routeName(p: SysPermission): string {
  const fromUrl = (p.url ?? '').replace(/^\//, '').replace(/\//g, '-').replace(/:/g, '@');
  return fromUrl || p.id;
}

function toMenuItem(p: SysPermission, topLevel: boolean): MenuItem {
  const external = /^https?:\/\//.test(p.url ?? '');
  const item: MenuItem = {
    id: p.id,
    path: p.url ?? '',
    name: routeName(p),
    component: p.component ?? '',
    route: p.isRoute ? '1' : '0',
    meta: {
      title: p.name,
      icon: p.icon ?? undefined,
      keepAlive: p.keepAlive === 1,
      internalOrExternal: p.internalOrExternal === 1,
      componentName: p.componentName ?? (p.component ?? '').split('/').pop() ?? '',
      ...(external ? { url: p.url ?? undefined } : {}),
    },
  };
  if (topLevel) item.redirect = p.redirect;
  if (p.hidden) item.hidden = true;
  if (p.alwaysShow) item.alwaysShow = true;
  return item;
}

/** Builds the menu tree of menu rows (types 0 and 1) in sort order; orphans of ungranted parents are dropped. */
export function buildMenuTree(rows: SysPermission[]): MenuItem[] {
  const menus = rows.filter((r) => r.menuType !== 2).sort((a, b) => a.sortNo - b.sortNo);
  const ids = new Set(menus.map((m) => m.id));
  const byParent = new Map<string, SysPermission[]>();
  for (const m of menus) {
    const key = m.parentId && ids.has(m.parentId) ? m.parentId : '';
    if (m.parentId && !ids.has(m.parentId)) continue;
    byParent.set(key, [...(byParent.get(key) ?? []), m]);
  }
  const build = (parent: string, top: boolean): MenuItem[] =>
    (byParent.get(parent) ?? []).map((m) => {
      const item = toMenuItem(m, top);
      const children = build(m.id, false);
      if (children.length) item.children = children;
      return item;
    });
  return build('', true);
}

function toAuth(p: SysPermission, withStatus: boolean): AuthEntry {
  const e: AuthEntry = { action: p.perms ?? '', type: p.permsType ?? '1', describe: p.name };
  if (withStatus) e.status = p.status ?? '1';
  return e;
}

/** `GET /sys/permission/getUserPermissionByToken` (reference/JEECG.md §1.4). */
export async function permissionsOf(db: Kysely<DB>, userId: string): Promise<PermissionResult> {
  const granted = await grantedRows(db, userId);
  const allButtons = await db.selectFrom('sysPermission').selectAll()
    .where('menuType', '=', 2).where('delFlag', '=', 0).where('perms', 'is not', null).orderBy('sortNo').execute();
  const menu = buildMenuTree(granted);
  // Everyone who may sign in sees the home page, granted or not (JeecgBoot prepends the 首页 row too).
  if (!granted.some((p) => p.url === LAYOUT.homePath)) {
    const home = await db.selectFrom('sysPermission').selectAll()
      .where('url', '=', LAYOUT.homePath).where('delFlag', '=', 0).executeTakeFirst();
    if (home) menu.unshift(toMenuItem(home, true));
  }
  return {
    menu,
    auth: granted.filter((p) => p.menuType === 2 && p.perms && p.status !== '0').map((p) => toAuth(p, false)),
    allAuth: allButtons.map((p) => toAuth(p, true)),
  };
}
