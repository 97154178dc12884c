import type { Kysely } from 'kysely';
import { PAGING, type DepartRoleRecord, type FieldType, type PageResult } from '@foodtrace/contracts';
import type { DbKind } from '../../../config.ts';
import type { DB, SysDepartRole } from '../../../platform/db/schema.ts';
import { newId } from '../../../platform/db/ids.ts';
import { BadRequestError, BusinessError } from '../../../platform/errors.ts';
import { assertCanGrantRoles, assertCanManageUsers } from '../../../platform/rbac/authority.ts';
import { pagedRows } from '../../../platform/list-query/paged.ts';
import { parseListQuery, type ListSpec } from '../../../platform/list-query/parse.ts';
import { defined, splitIds } from '../shared/route-helpers.ts';
import { wireAudit } from '../shared/wire.ts';

/**
 * Department roles (reference/JEECG.md §2 sys_depart_role*): roles that live in one department, grant at most
 * the department's cap, and are held only by the department's members. They are configuration, so a delete
 * removes the role with its grants and holders.
 */
const FIELDS: Record<string, FieldType> = { id: 'string', departId: 'string', roleName: 'string', roleCode: 'string', createTime: 'datetime' };

function spec(timeZone: string): ListSpec {
  return { fields: FIELDS, sortable: ['roleName', 'roleCode', 'createTime'], timeZone, defaultSort: { field: PAGING.defaultSortColumn, order: PAGING.defaultSortOrder } };
}

export function toDepartRoleRecord(r: SysDepartRole, tz: string): DepartRoleRecord {
  const { updateBy: _b, updateTime: _t, ...rest } = wireAudit(r, tz);
  return rest;
}

export async function listDepartRoles(db: Kysely<DB>, kind: DbKind, raw: Record<string, unknown>, tz: string): Promise<PageResult<DepartRoleRecord>> {
  const deptId = typeof raw.deptId === 'string' ? raw.deptId : typeof raw.departId === 'string' ? raw.departId : '';
  if (!deptId) throw new BadRequestError('deptId 不能为空');
  const q = parseListQuery(spec(tz), { ...raw, departId: deptId });
  const { rows, page } = await pagedRows<SysDepartRole>(db.selectFrom('sysDepartRole'), q, kind, '*');
  return { records: rows.map((r) => toDepartRoleRecord(r, tz)), ...page };
}

async function assertCodeFree(db: Kysely<DB>, departId: string, roleCode: string, selfId?: string): Promise<void> {
  let q = db.selectFrom('sysDepartRole').select('id').where('departId', '=', departId).where('roleCode', '=', roleCode);
  if (selfId) q = q.where('id', '<>', selfId);
  if (await q.limit(1).executeTakeFirst()) throw new BusinessError('部门角色编码已存在');
}

export async function addDepartRole(db: Kysely<DB>, input: { departId: string; roleName: string; roleCode: string; description: string | null }, by: string): Promise<string> {
  const depart = await db.selectFrom('sysDepart').select('id').where('id', '=', input.departId).where('delFlag', '=', 0).executeTakeFirst();
  if (!depart) throw new BusinessError('部门不存在');
  await assertCodeFree(db, input.departId, input.roleCode);
  const id = newId();
  await db.insertInto('sysDepartRole').values({ id, ...input, createBy: by, createTime: Date.now(), updateBy: null, updateTime: null }).execute();
  return id;
}

export async function getDepartRole(db: Kysely<DB>, id: string): Promise<SysDepartRole> {
  const role = await db.selectFrom('sysDepartRole').selectAll().where('id', '=', id).executeTakeFirst();
  if (!role) throw new BusinessError('部门角色不存在');
  return role;
}

export async function editDepartRole(db: Kysely<DB>, input: { id: string; roleName?: string; roleCode?: string; description?: string | null }, by: string): Promise<void> {
  const role = await getDepartRole(db, input.id);
  if (input.roleCode) await assertCodeFree(db, role.departId, input.roleCode, role.id);
  const { id, ...changes } = input;
  await db.updateTable('sysDepartRole').set({ ...defined(changes), updateBy: by, updateTime: Date.now() }).where('id', '=', id).execute();
}

export async function deleteDepartRoles(db: Kysely<DB>, ids: string[]): Promise<void> {
  const found = await db.selectFrom('sysDepartRole').select('id').where('id', 'in', ids).execute();
  if (!found.length) throw new BusinessError('未找到对应数据');
  const live = found.map((r) => r.id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sysDepartRolePermission').where('roleId', 'in', live).execute();
    await trx.deleteFrom('sysDepartRoleUser').where('droleId', 'in', live).execute();
    await trx.deleteFrom('sysDepartRole').where('id', 'in', live).execute();
  });
}

/**
 * A member's department roles within one department are replaced by `roleIds` (all of that department), by `me`:
 * who may change that member and holds everything those roles grant (platform/rbac/authority.ts).
 */
export async function setUserDepartRoles(db: Kysely<DB>, userId: string, departId: string, roleIds: string, me: string): Promise<void> {
  const member = await db.selectFrom('sysUserDepart').select('id').where('userId', '=', userId).where('depId', '=', departId).executeTakeFirst();
  if (!member) throw new BusinessError('该用户不属于此部门');
  const wanted = splitIds(roleIds);
  const roles = (await db.selectFrom('sysDepartRole').select('id').where('departId', '=', departId).execute()).map((r) => r.id);
  if (wanted.some((id) => !roles.includes(id))) throw new BusinessError('部门角色不属于此部门');
  if (userId !== me) await assertCanManageUsers(db, me, [userId]);
  await assertCanGrantRoles(db, me, wanted, 'sysDepartRolePermission');
  await db.transaction().execute(async (trx) => {
    if (roles.length) await trx.deleteFrom('sysDepartRoleUser').where('userId', '=', userId).where('droleId', 'in', roles).execute();
    if (wanted.length) await trx.insertInto('sysDepartRoleUser').values(wanted.map((droleId) => ({ id: newId(), userId, droleId }))).execute();
  });
}

export async function userDepartRoles(db: Kysely<DB>, userId: string, departId: string) {
  return db.selectFrom('sysDepartRoleUser as ru').innerJoin('sysDepartRole as r', 'r.id', 'ru.droleId')
    .select(['ru.id', 'ru.droleId', 'ru.userId']).where('ru.userId', '=', userId).where('r.departId', '=', departId).execute();
}
