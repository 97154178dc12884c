import type { Kysely } from 'kysely';
import { DICT, type UserRecord } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import type { DB, SysUser } from '../../../platform/db/schema.ts';
import { formatInstant } from '../../../platform/db/time.ts';
import { wireAudit } from '../shared/wire.ts';

/**
 * Users as the client may see them: an explicit column list, so the password hash, failure counter and
 * last-login data never leave the server (DESIGN.md §5 rule 10). The lock's end is read to say whether the
 * account is locked now (lockedUntil), and not passed on itself.
 */
export const USER_COLUMNS = [
  'id', 'username', 'realname', 'avatar', 'birthday', 'sex', 'email', 'phone', 'telephone', 'orgCode', 'status', 'workNo',
  'post', 'userIdentity', 'departIds', 'relTenantIds', 'createBy', 'createTime', 'updateBy', 'updateTime', 'lockUntil',
] as const satisfies ReadonlyArray<keyof SysUser>;

export type UserRow = Pick<SysUser, (typeof USER_COLUMNS)[number]>;

/** Names of each user's departments, comma-joined (JeecgBoot's orgCodeTxt). */
export async function departNames(db: Kysely<DB>, userIds: string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await db.selectFrom('sysUserDepart as ud').innerJoin('sysDepart as d', 'd.id', 'ud.depId')
    .select(['ud.userId', 'd.departName']).where('ud.userId', 'in', userIds).where('d.delFlag', '=', 0)
    .orderBy('d.departOrder').orderBy('d.orgCode').execute();
  const out = new Map<string, string>();
  for (const r of rows) out.set(r.userId, out.has(r.userId) ? `${out.get(r.userId)},${r.departName}` : r.departName);
  return out;
}

/** Names of each user's live roles, comma-joined: who holds 管理员 is visible in the list. */
async function roleNames(db: Kysely<DB>, userIds: string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await db.selectFrom('sysUserRole as ur').innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select(['ur.userId', 'r.roleName']).where('ur.userId', 'in', userIds).where('r.delFlag', '=', 0).orderBy('r.createTime').execute();
  const out = new Map<string, string>();
  for (const r of rows) out.set(r.userId, out.has(r.userId) ? `${out.get(r.userId)},${r.roleName}` : r.roleName);
  return out;
}

export async function toUserRecords(db: Kysely<DB>, dict: DictService, rows: UserRow[], tz: string): Promise<UserRecord[]> {
  const names = await departNames(db, rows.map((r) => r.id));
  const roles = await roleNames(db, rows.map((r) => r.id));
  const now = Date.now();
  const records = rows.map(({ lockUntil, ...r }) => ({
    ...wireAudit(r, tz), orgCodeTxt: names.get(r.id) ?? null, roleNames: roles.get(r.id) ?? null,
    lockedUntil: lockUntil !== null && Number(lockUntil) > now ? formatInstant(Number(lockUntil), tz) : null,
  }));
  return dict.translate(records, [['sex', DICT.sex], ['status', DICT.userStatus]]) as Promise<UserRecord[]>;
}
