import type { Kysely } from 'kysely';
import { USER_IDENTITY, USER_STATUS, type UserAddInput, type UserEditInput, type UserRecord } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { newId } from '../../../platform/db/ids.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { assertCanGrantRoles, assertCanManageUsers } from '../../../platform/rbac/authority.ts';
import { defined, splitIds } from '../shared/route-helpers.ts';
import { getUser } from './user-list.ts';
import { checkRelations, currentOrgCode, replaceDeparts, replaceRoles } from './user-relations.ts';

/** Fields that identify a person and must be unique among live users (reference/JEECG.md §2 sys_user keys). */
const UNIQUE = { workNo: '工号', phone: '手机号码', email: '邮箱' } as const;
type UniqueKey = keyof typeof UNIQUE | 'username';

/** Whether a value is free; usernames count deleted users too (the database keeps them unique forever). */
export async function isFree(db: Kysely<DB>, key: UniqueKey, value: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('sysUser').select('id').where(key, '=', value);
  if (key !== 'username') q = q.where('delFlag', '=', 0);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return !(await q.limit(1).executeTakeFirst());
}

async function assertUnique(db: Kysely<DB>, input: Partial<Record<keyof typeof UNIQUE, string | null>>, exceptId?: string): Promise<void> {
  for (const [key, label] of Object.entries(UNIQUE) as Array<[keyof typeof UNIQUE, string]>) {
    const v = input[key];
    if (v && !(await isFree(db, key, v, exceptId))) throw new BusinessError(`${label}已存在`);
  }
}

/** Only a head leads departments (user_identity 2, reference/JEECG.md §2 sys_user.depart_ids). */
function leadership(identity: number | null | undefined, departIds: string | null | undefined) {
  const head = identity === USER_IDENTITY.head;
  return { userIdentity: identity ?? USER_IDENTITY.member, departIds: head ? splitIds(departIds).join(',') || null : null };
}

export async function addUser(ctx: AppContext, input: UserAddInput, me: SessionUser): Promise<UserRecord> {
  await checkNewUser(ctx, input, me);
  return getUser(ctx, await insertUser(ctx, input, await hashPassword(input.password), me));
}

/** What an added user must satisfy: a free username, unique work number, phone and e-mail, existing relations. */
export async function checkNewUser(ctx: AppContext, input: NewUser, me: SessionUser): Promise<void> {
  if (!(await isFree(ctx.db, 'username', input.username))) throw new BusinessError('用户账号已存在');
  await assertUnique(ctx.db, input);
  await checkRelations(ctx.db, input, splitIds(input.selecteddeparts), me.tenantId);
  await assertCanGrantRoles(ctx.db, me.userId, splitIds(input.selectedroles));
}

export type NewUser = Omit<UserAddInput, 'password' | 'confirmpassword'>;

/** Writes a checked new user with its roles and departments; answers its id. */
export async function insertUser(ctx: AppContext, input: NewUser, password: string, me: SessionUser): Promise<string> {
  const departs = splitIds(input.selecteddeparts);
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('sysUser').values({
      id, username: input.username, realname: input.realname, password, avatar: input.avatar, birthday: input.birthday,
      sex: input.sex, email: input.email, phone: input.phone, telephone: input.telephone, workNo: input.workNo, post: input.post,
      orgCode: await currentOrgCode(trx, departs, null), status: USER_STATUS.normal, delFlag: 0,
      ...leadership(input.userIdentity, input.departIds), relTenantIds: input.relTenantIds,
      loginFailCount: 0, lockUntil: null, lastLoginTime: null, lastLoginIp: null,
      createBy: me.username, createTime: Date.now(), updateBy: null, updateTime: null,
    }).execute();
    await replaceRoles(trx, id, splitIds(input.selectedroles));
    await replaceDeparts(trx, id, departs);
  });
  return id;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Editing one's own account is a profile edit: it cannot change one's roles, departments, tenants or head
 * status (reference/JEECG.md §5.2 #36, self-promotion by mass assignment). Another administrator does that.
 */
async function assertNotSelfPromotion(ctx: AppContext, input: UserEditInput, existing: { userIdentity: number | null; departIds: string | null; relTenantIds: string | null }, departs: string[]): Promise<void> {
  const roles = (await ctx.db.selectFrom('sysUserRole').select('roleId').where('userId', '=', input.id).execute()).map((r) => r.roleId);
  const changed = (input.selectedroles !== undefined && !sameSet(splitIds(input.selectedroles), roles))
    || (input.selecteddeparts !== undefined && !sameSet(splitIds(input.selecteddeparts), departs))
    || (input.userIdentity !== undefined && (input.userIdentity ?? USER_IDENTITY.member) !== (existing.userIdentity ?? USER_IDENTITY.member))
    || (input.departIds !== undefined && !sameSet(splitIds(input.departIds), splitIds(existing.departIds)))
    || (input.relTenantIds !== undefined && !sameSet(splitIds(input.relTenantIds), splitIds(existing.relTenantIds)));
  if (changed) throw new BusinessError('不能修改自己的角色、部门、租户或身份，请由其他管理员修改');
}

export async function editUser(ctx: AppContext, input: UserEditInput, me: SessionUser): Promise<UserRecord> {
  const { id, selectedroles, selecteddeparts, userIdentity, departIds, ...profile } = input;
  const existing = await ctx.db.selectFrom('sysUser').select(['id', 'orgCode', 'userIdentity', 'departIds', 'relTenantIds'])
    .where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!existing) throw new BusinessError('未找到对应数据');
  await assertUnique(ctx.db, profile, id);
  const currentDeparts = (await ctx.db.selectFrom('sysUserDepart').select('depId').where('userId', '=', id).execute()).map((r) => r.depId);
  if (id === me.userId) await assertNotSelfPromotion(ctx, input, existing, currentDeparts);
  else await assertCanManageUsers(ctx.db, me.userId, [id]);
  if (selectedroles !== undefined) await assertCanGrantRoles(ctx.db, me.userId, splitIds(selectedroles));
  const departs = selecteddeparts === undefined ? currentDeparts : splitIds(selecteddeparts);
  const lead = leadership(userIdentity === undefined ? existing.userIdentity : userIdentity, departIds === undefined ? existing.departIds : departIds);
  await checkRelations(ctx.db, { ...input, departIds: lead.departIds }, departs, me.tenantId);
  await ctx.db.transaction().execute(async (trx) => {
    if (selectedroles !== undefined) await replaceRoles(trx, id, splitIds(selectedroles));
    if (selecteddeparts !== undefined) await replaceDeparts(trx, id, departs);
    await trx.updateTable('sysUser').set({
      ...defined(profile), ...lead, orgCode: await currentOrgCode(trx, departs, existing.orgCode),
      updateBy: me.username, updateTime: Date.now(),
    }).where('id', '=', id).execute();
  });
  return getUser(ctx, id);
}

/** Soft delete; the users' sessions end at once. Nobody deletes their own account here. */
export async function removeUsers(ctx: AppContext, ids: string[], me: SessionUser): Promise<number> {
  if (ids.includes(me.userId)) throw new BusinessError('不能删除当前登录的用户');
  const live = await ctx.db.selectFrom('sysUser').select('id').where('id', 'in', ids).where('delFlag', '=', 0).execute();
  if (!live.length) throw new BusinessError('未找到对应数据');
  await assertCanManageUsers(ctx.db, me.userId, live.map((u) => u.id));
  await ctx.db.updateTable('sysUser').set({ delFlag: 1, updateBy: me.username, updateTime: Date.now() })
    .where('id', 'in', live.map((u) => u.id)).execute();
  for (const u of live) await ctx.sessions.revokeUser(u.id);
  return live.length;
}

/**
 * Freeze (2) or unfreeze (1). A frozen user's sessions end at once (DESIGN.md §5 rule 6); unfreezing also lifts a
 * lock from failed logins (the list's 解锁 is this call), as an administrator's decision to let the user in.
 */
export async function setStatus(ctx: AppContext, ids: string[], status: number, me: SessionUser): Promise<void> {
  if (status === USER_STATUS.frozen && ids.includes(me.userId)) throw new BusinessError('不能冻结当前登录的用户');
  const live = await ctx.db.selectFrom('sysUser').select('id').where('id', 'in', ids).where('delFlag', '=', 0).execute();
  if (!live.length) throw new BusinessError('未找到对应数据');
  await assertCanManageUsers(ctx.db, me.userId, live.map((u) => u.id));
  const unlock = status === USER_STATUS.normal ? { loginFailCount: 0, lockUntil: null } : {};
  await ctx.db.updateTable('sysUser').set({ status, ...unlock, updateBy: me.username, updateTime: Date.now() })
    .where('id', 'in', live.map((u) => u.id)).execute();
  if (status === USER_STATUS.frozen) for (const u of live) await ctx.sessions.revokeUser(u.id);
}

/** An administrator sets a user's password: it also lifts a login lock and ends that user's other sessions. */
export async function resetPassword(ctx: AppContext, username: string, password: string, me: SessionUser): Promise<void> {
  const user = await ctx.db.selectFrom('sysUser').select('id').where('username', '=', username).where('delFlag', '=', 0).executeTakeFirst();
  if (!user) throw new BusinessError('用户不存在');
  await assertCanManageUsers(ctx.db, me.userId, [user.id]);
  await ctx.db.updateTable('sysUser').set({
    password: await hashPassword(password), loginFailCount: 0, lockUntil: null, updateBy: me.username, updateTime: Date.now(),
  }).where('id', '=', user.id).execute();
  await ctx.sessions.revokeUser(user.id, user.id === me.userId ? me.sessionId : undefined);
}

export const UNIQUE_LABELS: Record<UniqueKey, string> = { username: '用户账号', ...UNIQUE };
