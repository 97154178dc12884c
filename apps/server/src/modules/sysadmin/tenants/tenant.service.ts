import { addSchema, tenantResource, type PageResult } from '@foodtrace/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { listSpecOf } from '../../../crud/list-spec.ts';
import type { SysTenant } from '../../../platform/db/schema.ts';
import { formatInstant, parseWireTime } from '../../../platform/db/time.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { pagedRows } from '../../../platform/list-query/paged.ts';
import { parseListQuery } from '../../../platform/list-query/parse.ts';
import { parseTenantIds } from '../../../platform/tenant/tenants.ts';
import { defined } from '../shared/route-helpers.ts';

/**
 * 租户 (reference/JEECG.md §2 sys_tenant). Ids are small integers the server hands out (max + 1, never
 * reused: tenants are deleted softly), because the `tenant-id` header and sys_user.rel_tenant_ids carry them.
 */
export const tenantAddSchema = addSchema(tenantResource);
export const tenantEditSchema = tenantAddSchema.partial().extend({ id: z.coerce.number().int().positive('id不正确') });
/** The tenant's form fields as validated by the resource's schema (wire times still text). */
export interface TenantInput { name?: string; beginDate?: string | null; endDate?: string | null; status?: number }


type TenantRow = Omit<SysTenant, 'delFlag'>;
const COLUMNS = ['id', 'name', 'beginDate', 'endDate', 'status', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;

async function toWire(ctx: AppContext, rows: TenantRow[]) {
  const tz = ctx.config.timeZone;
  const wire = rows.map((r) => ({
    ...r, beginDate: formatInstant(r.beginDate, tz), endDate: formatInstant(r.endDate, tz),
    createTime: formatInstant(r.createTime, tz), updateTime: formatInstant(r.updateTime, tz),
  }));
  return ctx.dict.translate(wire, [['status', tenantResource.fields.status.dict!]]);
}

/** Wire times → instants, and a validity window that ends before it begins is refused. */
function toDb(ctx: AppContext, input: TenantInput) {
  const tz = ctx.config.timeZone;
  const at = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : parseWireTime(v, tz));
  const out = { name: input.name, status: input.status, beginDate: at(input.beginDate), endDate: at(input.endDate) };
  if (out.beginDate && out.endDate && out.endDate < out.beginDate) throw new BusinessError('结束时间不能早于开始时间');
  return defined(out);
}

export async function listTenants(ctx: AppContext, raw: Record<string, unknown>): Promise<PageResult<Record<string, unknown>>> {
  const q = parseListQuery(listSpecOf(tenantResource, ctx.config.timeZone), raw);
  const { rows, page } = await pagedRows<TenantRow>(ctx.db.selectFrom('sysTenant').where('delFlag', '=', 0), q, ctx.kind, COLUMNS);
  return { records: await toWire(ctx, rows), ...page };
}

export async function getTenant(ctx: AppContext, id: number) {
  const row = await ctx.db.selectFrom('sysTenant').select(COLUMNS).where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应数据');
  return (await toWire(ctx, [row]))[0];
}

export async function queryTenants(ctx: AppContext, ids?: number[]) {
  let q = ctx.db.selectFrom('sysTenant').select(COLUMNS).where('delFlag', '=', 0);
  if (ids) q = q.where('id', 'in', ids.length ? ids : [0]);
  return toWire(ctx, await q.orderBy('id').execute());
}

export async function addTenant(ctx: AppContext, input: TenantInput, by: string): Promise<number> {
  const values = toDb(ctx, input);
  for (let attempt = 1; ; attempt++) {
    const max = await ctx.db.selectFrom('sysTenant').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
    const id = Number(max?.m ?? 0) + 1;
    try {
      await ctx.db.insertInto('sysTenant').values({
        id, name: String(values.name), beginDate: values.beginDate ?? null, endDate: values.endDate ?? null,
        status: Number(values.status ?? 1), delFlag: 0, createBy: by, createTime: Date.now(), updateBy: null, updateTime: null,
      }).execute();
      return id;
    } catch (err) {
      // A concurrent add took the same id: take the next one.
      if (attempt >= 3) throw err;
    }
  }
}

export async function editTenant(ctx: AppContext, input: TenantInput & { id: number }, by: string): Promise<void> {
  const { id, ...changes } = input;
  const res = await ctx.db.updateTable('sysTenant').set({ ...toDb(ctx, changes), updateBy: by, updateTime: Date.now() })
    .where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!Number(res.numUpdatedRows)) throw new BusinessError('未找到对应数据');
}

/** A tenant with members stays: their rows and sessions depend on it. Remove the members first. */
export async function deleteTenants(ctx: AppContext, ids: number[], by: string): Promise<void> {
  const live = await ctx.db.selectFrom('sysTenant').select('id').where('id', 'in', ids.length ? ids : [0]).where('delFlag', '=', 0).execute();
  if (!live.length) throw new BusinessError('未找到对应数据');
  const members = await ctx.db.selectFrom('sysUser').select(['username', 'relTenantIds']).where('delFlag', '=', 0).where('relTenantIds', 'is not', null).execute();
  const inUse = live.find((t) => members.some((u) => parseTenantIds(u.relTenantIds).includes(t.id)));
  if (inUse) throw new BusinessError(`租户 ${inUse.id} 下还有用户，不能删除`);
  await ctx.db.updateTable('sysTenant').set({ delFlag: 1, updateBy: by, updateTime: Date.now() }).where('id', 'in', live.map((t) => t.id)).execute();
}
