import type { Kysely } from 'kysely';
import type { Tenant } from '@foodtrace/contracts';
import type { DB } from '../db/schema.ts';
import { BadRequestError, ForbiddenError } from '../errors.ts';

/**
 * Tenant membership (reference/JEECG.md §1.2–1.3): `sys_user.rel_tenant_ids` lists the tenants a user belongs
 * to; the client names the one it works in with the `tenant-id` header (0 or absent: no tenant).
 */
export function parseTenantIds(rel: string | null | undefined): number[] {
  return [...new Set((rel ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0))];
}

/** Tenants among `ids` a user may work in now: live, not frozen, inside their validity window. */
export async function activeTenants(db: Kysely<DB>, ids: number[], now = Date.now()): Promise<Tenant[]> {
  if (!ids.length) return [];
  return db.selectFrom('sysTenant')
    .select(['id', 'name', 'status'])
    .where('id', 'in', ids)
    .where('delFlag', '=', 0)
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('beginDate', 'is', null), eb('beginDate', '<=', now)]))
    .where((eb) => eb.or([eb('endDate', 'is', null), eb('endDate', '>=', now)]))
    .orderBy('id')
    .execute();
}

/**
 * The tenant a signed-in request works in, checked against the user's current membership on every call, so
 * removing a user from a tenant or freezing the tenant takes effect at once (DESIGN.md §5 rule 4).
 */
export async function requestTenant(db: Kysely<DB>, relTenantIds: string | null, header: string | undefined): Promise<number> {
  const text = (header ?? '').trim();
  if (text === '' || text === '0') return 0;
  if (!/^\d{1,9}$/.test(text)) throw new BadRequestError('tenant-id 必须是整数');
  const id = Number(text);
  if (!parseTenantIds(relTenantIds).includes(id)) throw new ForbiddenError();
  if (!(await activeTenants(db, [id])).length) throw new ForbiddenError();
  return id;
}
