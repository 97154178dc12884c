import type { Kysely } from 'kysely';
import type { Depart, UserInfo } from '@foodtrace/contracts';
import type { DB, SysUser } from '../../platform/db/schema.ts';

/** The user as the client may see it: never the password hash, lock counters or other internals. */
export function publicUser(u: SysUser, orgCodeTxt?: string | null): UserInfo {
  return {
    id: u.id, username: u.username, realname: u.realname ?? u.username, avatar: u.avatar, orgCode: u.orgCode,
    orgCodeTxt: orgCodeTxt ?? null, sex: u.sex, email: u.email, phone: u.phone, workNo: u.workNo, status: u.status,
    relTenantIds: u.relTenantIds,
  };
}

export async function departsOf(db: Kysely<DB>, userId: string): Promise<Depart[]> {
  return db.selectFrom('sysDepart as d')
    .innerJoin('sysUserDepart as ud', 'ud.depId', 'd.id')
    .select(['d.id', 'd.orgCode', 'd.departName', 'd.parentId'])
    .where('ud.userId', '=', userId)
    .where('d.delFlag', '=', 0)
    .orderBy('d.departOrder').orderBy('d.orgCode')
    .execute();
}

/**
 * Reads a user's `post` (职务 codes, comma-joined) as names. Positions are tenant-scoped, so the codes are read in
 * the reader's tenant; a code with no live position there shows as itself. One query for any number of users.
 */
export async function positionNamer(db: Kysely<DB>, tenantId: number): Promise<(post: string | null) => string[]> {
  const rows = await db.selectFrom('sysPosition').select(['code', 'name']).where('delFlag', '=', 0).where('tenantId', '=', tenantId).execute();
  const names = new Map(rows.map((r) => [r.code, r.name]));
  return (post) => (post ?? '').split(',').map((s) => s.trim()).filter(Boolean).map((code) => names.get(code) ?? code);
}
