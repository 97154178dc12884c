import type { Insertable, Kysely } from 'kysely';
import { CRUD_ACTION_LABELS, DEPARTMENT_FIELD, OWN_DEPARTMENT_RULE, permissionCode, resourceActions } from '@foodtrace/contracts';
import type { DB } from '../../../platform/db/schema.ts';
import { newId, stableId } from '../../../platform/db/ids.ts';
import { chunks, INSERT_CHUNK } from '../../../platform/db/in-chunks.ts';
import { generatePassword, hashPassword } from '../../../platform/auth/password.ts';
import type { DictSeed } from './dicts.ts';
import type { MenuSeed } from './menus.ts';
import { DEPART_SEEDS, POSITION_SEEDS } from './demo.ts';

export const ADMIN_ROLE_ID = 'f6817f48af4fb3af11b9e8bf182f618b';
const SEEDER = 'system';


type Trx = Kysely<DB>;

async function seedDicts(trx: Trx, now: number, dicts: DictSeed[]): Promise<void> {
  // one read of what exists and a few multi-row inserts: every start runs this, and a fresh database has hundreds of rows to add
  const have = new Set((await trx.selectFrom('sysDict').select('dictCode').execute()).map((r) => r.dictCode));
  const added: DictSeed[] = [];
  for (const d of dicts) {
    if (have.has(d.code)) continue; // items of an existing dictionary belong to the administrators now
    have.add(d.code);
    added.push(d);
  }
  await insertAll(trx, 'sysDict', added.map((d) => ({
    id: stableId('dict', d.code), dictName: d.name, dictCode: d.code, description: d.description ?? null, delFlag: 0, type: 0,
    createBy: SEEDER, createTime: now, updateBy: null, updateTime: null,
  })));
  // a dictionary without items is a list the administrators fill in (a calendar)
  await insertAll(trx, 'sysDictItem', added.flatMap((d) => d.items.map(([value, text], i) => ({
    id: stableId('dict-item', `${d.code}:${value}`), dictId: stableId('dict', d.code), itemText: text, itemValue: value, description: null,
    sortOrder: i + 1, status: 1, createBy: SEEDER, createTime: now, updateBy: null, updateTime: null,
  }))));
}

/** Multi-row inserts of at most INSERT_CHUNK rows each. */
async function insertAll<T extends 'sysDict' | 'sysDictItem' | 'sysPermission' | 'sysRolePermission' | 'sysPermissionDataRule'>(
  trx: Trx, table: T, rows: Insertable<DB[T]>[],
): Promise<void> {
  for (const part of chunks(rows, INSERT_CHUNK)) await trx.insertInto(table).values(part as never).execute();
}

function menuRows(m: MenuSeed, all: MenuSeed[], now: number) {
  const menu = {
    id: m.id, parentId: m.parentId ?? null, name: m.name, url: m.url, component: m.component,
    componentName: m.componentName ?? null, redirect: m.redirect ?? null, menuType: m.parentId ? 1 : 0, perms: null,
    permsType: '1', sortNo: m.sortNo, alwaysShow: m.alwaysShow ? 1 : 0, icon: m.icon ?? null, isRoute: 1,
    isLeaf: all.some((c) => c.parentId === m.id) ? 0 : 1, keepAlive: m.keepAlive ? 1 : 0, hidden: m.hidden ? 1 : 0,
    description: null, delFlag: 0, ruleFlag: m.resource?.departmentOwned ? 1 : 0, status: '1', internalOrExternal: 0,
    createBy: SEEDER, createTime: now, updateBy: null, updateTime: null,
  };
  const generic = m.resource ? resourceActions(m.resource).map((action) => ({ code: permissionCode(m.resource!, action), name: `${m.resource!.title}${CRUD_ACTION_LABELS[action]}` })) : [];
  const buttons = [...generic, ...(m.buttons ?? [])].map((b, i) => ({
    ...menu, id: stableId('perm', b.code), parentId: m.id, name: b.name,
    url: null, component: null, componentName: null, menuType: 2, perms: b.code, sortNo: i + 1,
    icon: null, isLeaf: 1, keepAlive: 0, ruleFlag: 0,
  }));
  return [menu, ...buttons];
}

/** Inserts missing menu and button rows; what it inserts, the admin role is granted. */
async function seedMenus(trx: Trx, now: number, menus: MenuSeed[]): Promise<void> {
  const have = new Set((await trx.selectFrom('sysPermission').select('id').execute()).map((r) => r.id));
  const perms: ReturnType<typeof menuRows> = [];
  const rules: ReturnType<typeof ownDepartmentRule>[] = [];
  for (const m of menus) {
    for (const row of menuRows(m, menus, now)) {
      if (have.has(row.id)) continue;
      have.add(row.id);
      perms.push(row);
      if (row.id === m.id && m.resource?.departmentOwned) rules.push(ownDepartmentRule(m.id, now));
    }
  }
  await insertAll(trx, 'sysPermission', perms);
  await insertAll(trx, 'sysRolePermission', perms.map((p) => ({ id: newId(), roleId: ADMIN_ROLE_ID, permissionId: p.id, dataRuleIds: null, operateDate: now, operateIp: null })));
  await insertAll(trx, 'sysPermissionDataRule', rules);
}

/**
 * The data rule a menu of department-owned records offers from the start (ResourceDef.departmentOwned): the
 * records of the user's department and the ones below it. It limits nothing until 角色授权 selects it for a
 * role; it is seeded with the menu, once, so that an administrator's later change or removal stands.
 */
function ownDepartmentRule(menuId: string, now: number) {
  return {
    id: stableId('data-rule', menuId), permissionId: menuId, ruleName: OWN_DEPARTMENT_RULE.name, ruleColumn: DEPARTMENT_FIELD,
    ruleConditions: OWN_DEPARTMENT_RULE.condition, ruleValue: OWN_DEPARTMENT_RULE.value, status: '1',
    createBy: SEEDER, createTime: now, updateBy: null, updateTime: null,
  };
}

async function seedOrganisation(trx: Trx, now: number): Promise<void> {
  for (const d of DEPART_SEEDS) {
    const exists = await trx.selectFrom('sysDepart').select('id').where('id', '=', d.id).executeTakeFirst();
    if (exists) continue;
    await trx.insertInto('sysDepart').values({
      ...d, departNameEn: null, departNameAbbr: null, description: null, orgType: d.parentId ? '2' : '1', mobile: null,
      fax: null, address: null, memo: null, status: '1', delFlag: 0, createBy: SEEDER, createTime: now, updateBy: null, updateTime: null,
    }).execute();
  }
  for (const p of POSITION_SEEDS) {
    const exists = await trx.selectFrom('sysPosition').select('id').where('code', '=', p.code).executeTakeFirst();
    if (exists) continue;
    await trx.insertInto('sysPosition').values({ id: newId(), ...p, companyId: null, sysOrgCode: 'A01', delFlag: 0, createBy: SEEDER, createTime: now, updateBy: null, updateTime: null }).execute();
  }
}

/** Creates the administrator once; returns the password only when it was generated here (to print once). */
async function seedAdmin(trx: Trx, now: number, adminPassword?: string): Promise<string | undefined> {
  const exists = await trx.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (exists) return undefined;
  const password = adminPassword ?? generatePassword();
  const id = stableId('user', 'admin');
  await trx.insertInto('sysUser').values({
    id, username: 'admin', realname: '系统管理员', password: await hashPassword(password), avatar: null, birthday: null,
    sex: 1, email: null, phone: null, orgCode: 'A01', status: 1, delFlag: 0, workNo: '00001', post: 'gm', telephone: null,
    userIdentity: 2, departIds: null, relTenantIds: null, loginFailCount: 0, lockUntil: null, lastLoginTime: null,
    lastLoginIp: null, createBy: SEEDER, createTime: now, updateBy: null, updateTime: null,
  }).execute();
  await trx.insertInto('sysUserRole').values({ id: newId(), userId: id, roleId: ADMIN_ROLE_ID }).execute();
  await trx.insertInto('sysUserDepart').values({ id: newId(), userId: id, depId: DEPART_SEEDS[0].id }).execute();
  return adminPassword ? undefined : password;
}

/** Idempotent: running it on a seeded database changes nothing. */
export async function runSeed(db: Kysely<DB>, opts: { adminPassword?: string; menus: MenuSeed[]; dicts: DictSeed[] }): Promise<{ generatedAdminPassword?: string }> {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    const role = await trx.selectFrom('sysRole').select('id').where('id', '=', ADMIN_ROLE_ID).executeTakeFirst();
    if (!role) {
      await trx.insertInto('sysRole').values({ id: ADMIN_ROLE_ID, roleName: '管理员', roleCode: 'admin', description: '拥有全部权限', createBy: SEEDER, createTime: now, updateBy: null, updateTime: null }).execute();
    }
    await seedDicts(trx, now, opts.dicts);
    await seedMenus(trx, now, opts.menus);
    await seedOrganisation(trx, now);
    return { generatedAdminPassword: await seedAdmin(trx, now, opts.adminPassword) };
  });
}
