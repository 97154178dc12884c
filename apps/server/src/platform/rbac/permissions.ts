import { sql, type Kysely } from 'kysely';
import { LAYOUT, type AuthEntry, type MenuItem, type PermissionResult } from '@foodtrace/contracts';
import { preparedPerDb } from '../db/prepared.ts';
import type { DB, SysPermission } from '../db/schema.ts';

/**
 * Where a user's grants come from (reference/JEECG.md §1.4): the user's roles, UNITED with the department
 * roles the user holds. A department role grants only while the user is still a member of its (live)
 * department, and only what the department's permission cap allows. Both builders expose the grant row as
 * `g` (permissionId, dataRuleIds), so the data-rule scope reads the same sources.
 */
export function userRoleGrants(db: Kysely<DB>, userId: string) {
  return roleGrants(db).where('ur.userId', '=', userId);
}

export function departRoleGrants(db: Kysely<DB>, userId: string) {
  return departGrants(db).where('dru.userId', '=', userId);
}

/** Every live role's grants, each with the account it reaches (`ur.userId`). */
function roleGrants(db: Kysely<DB>) {
  return db.selectFrom('sysRolePermission as g')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'g.roleId')
    .innerJoin('sysRole as r', 'r.id', 'g.roleId')
    .where('r.delFlag', '=', 0);
}

/** Every department role's grants within its department's cap, each with the member it reaches (`dru.userId`). */
function departGrants(db: Kysely<DB>) {
  return db.selectFrom('sysDepartRolePermission as g')
    .innerJoin('sysDepartRoleUser as dru', 'dru.droleId', 'g.roleId')
    .innerJoin('sysDepartRole as dr', 'dr.id', 'g.roleId')
    .innerJoin('sysDepart as d', 'd.id', 'dr.departId')
    .innerJoin('sysUserDepart as ud', (j) => j.onRef('ud.depId', '=', 'dr.departId').onRef('ud.userId', '=', 'dru.userId'))
    .innerJoin('sysDepartPermission as cap', (j) => j.onRef('cap.departId', '=', 'dr.departId').onRef('cap.permissionId', '=', 'g.permissionId'))
    .where('d.delFlag', '=', 0);
}

/**
 * The live, unfrozen accounts that hold a permission code by either path (the other way round from userHolds):
 * whom a message about that work goes to. At most `limit`; only from `among` when given (who of a message's
 * recipients may also read one of its parts).
 */
export async function holdersOf(db: Kysely<DB>, code: string, limit: number, among?: readonly string[]): Promise<string[]> {
  if (among && !among.length) return [];
  const byRole = roleGrants(db).innerJoin('sysPermission as p', 'p.id', 'g.permissionId').select('ur.userId as userId')
    .where('p.perms', '=', code).where('p.delFlag', '=', 0);
  const byDepartRole = departGrants(db).innerJoin('sysPermission as p', 'p.id', 'g.permissionId').select('dru.userId as userId')
    .where('p.perms', '=', code).where('p.delFlag', '=', 0);
  const users = await db.selectFrom('sysUser').select('id').where('id', 'in', byRole.union(byDepartRole))
    .where('delFlag', '=', 0).where('status', '=', 1).$if(among !== undefined, (q) => q.where('id', 'in', among!))
    .orderBy('id').limit(limit).execute();
  return users.map((u) => u.id);
}

/** The ids of every permission row granted to the user, by either path. */
export function grantedIds(db: Kysely<DB>, userId: string) {
  return userRoleGrants(db, userId).select('g.permissionId')
    .union(departRoleGrants(db, userId).select('g.permissionId'));
}

/**
 * What a user is granted. Read from the database on every call — role, department and menu changes take
 * effect at once (no stale permission cache, DESIGN.md §5 rule 3).
 */
export async function grantedRows(db: Kysely<DB>, userId: string): Promise<SysPermission[]> {
  return db.selectFrom('sysPermission as p')
    .selectAll('p')
    .where('p.id', 'in', grantedIds(db, userId))
    .where('p.delFlag', '=', 0)
    .orderBy('p.sortNo')
    .execute();
}

/** The permission codes a user holds, for the server-side check of a route's code. */
export async function grantedCodes(db: Kysely<DB>, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('sysPermission as p')
    .select('p.perms')
    .where('p.id', 'in', grantedIds(db, userId))
    .where('p.delFlag', '=', 0)
    .where('p.perms', 'is not', null)
    .execute();
  const codes = new Set<string>();
  for (const r of rows) for (const c of (r.perms ?? '').split(',')) if (c.trim()) codes.add(c.trim());
  return codes;
}

// Compiled once: every signed-in call with a permission code asks this. It starts from the few rows that
// carry the code (index on perms) and asks whether either path grants one, instead of listing every grant.
const holdsQuery = preparedPerDb(['userId', 'code'], (db: Kysely<DB>, v) => db.selectFrom('sysPermission as p')
  .select('p.id')
  .where('p.perms', '=', v.code as string)
  .where('p.delFlag', '=', 0)
  .where((eb) => eb.or([
    eb.exists(userRoleGrants(db, v.userId as string).select('g.permissionId').where('g.permissionId', '=', sql.ref<string>('p.id'))),
    eb.exists(departRoleGrants(db, v.userId as string).select('g.permissionId').where('g.permissionId', '=', sql.ref<string>('p.id'))),
  ])));
// (No LIMIT: only a row or two carry a code, and SQLite plans a bound LIMIT several times slower here.)

export async function userHolds(db: Kysely<DB>, userId: string, code: string): Promise<boolean> {
  return (await db.executeQuery(holdsQuery(db, { userId, code }))).rows.length > 0;
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
