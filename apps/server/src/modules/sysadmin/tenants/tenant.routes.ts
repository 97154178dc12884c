import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, permissionCode, tenantResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { BadRequestError } from '../../../platform/errors.ts';
import { perm, signedIn, splitIds } from '../shared/route-helpers.ts';
import {
  addTenant, deleteTenants, editTenant, getTenant, listTenants, queryTenants, tenantAddSchema, tenantEditSchema, type TenantInput,
} from './tenant.service.ts';

const IdQuery = z.object({ id: z.coerce.number().int().positive('id不正确') });
const IdsQuery = z.object({ ids: z.string().min(1, 'ids不能为空').max(4000) });
const ListQuery = z.object({ ids: z.string().max(4000).optional() });

function tenantIds(text: string): number[] {
  const ids = splitIds(text).map(Number);
  if (ids.some((n) => !Number.isInteger(n) || n <= 0)) throw new BadRequestError('ids 必须是租户编号');
  return ids;
}

/** 租户管理 with the resource's permission codes (`system:tenant:list` …), served here for integer ids. */
export function registerTenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}${tenantResource.basePath}`;
  const tags = ['租户管理'];
  const code = (a: Parameters<typeof permissionCode>[1]) => perm(permissionCode(tenantResource, a));

  app.get(`${base}/list`, { config: code('list'), schema: { tags, summary: '租户列表', querystring: z.looseObject({}) } },
    async (req) => ok(await listTenants(ctx, req.query as Record<string, unknown>)));

  app.get(`${base}/queryById`, { config: code('queryById'), schema: { tags, summary: '租户详情', querystring: IdQuery } },
    async (req) => ok(await getTenant(ctx, (req.query as z.infer<typeof IdQuery>).id)));

  // A picker feed (the user form's tenant select): names and states only.
  app.get(`${base}/queryList`, { config: signedIn, schema: { tags, summary: '全部租户', querystring: ListQuery } }, async (req) => {
    const { ids } = req.query as z.infer<typeof ListQuery>;
    return ok(await queryTenants(ctx, ids ? tenantIds(ids) : undefined));
  });

  app.post(`${base}/add`, { config: code('add'), schema: { tags, summary: '添加租户', body: tenantAddSchema } }, async (req) => {
    const id = await addTenant(ctx, req.body as TenantInput, currentUser(req).username);
    return ok(await getTenant(ctx, id), MSG.addOk);
  });

  app.put(`${base}/edit`, { config: code('edit'), schema: { tags, summary: '编辑租户', body: tenantEditSchema } }, async (req) => {
    const body = req.body as TenantInput & { id: number };
    await editTenant(ctx, body, currentUser(req).username);
    return ok(await getTenant(ctx, body.id), MSG.editOk);
  });

  app.delete(`${base}/delete`, { config: code('delete'), schema: { tags, summary: '删除租户', querystring: IdQuery } }, async (req) => {
    await deleteTenants(ctx, [(req.query as z.infer<typeof IdQuery>).id], currentUser(req).username);
    return ok(null, MSG.deleteOk);
  });

  app.delete(`${base}/deleteBatch`, { config: code('deleteBatch'), schema: { tags, summary: '批量删除租户', querystring: IdsQuery } }, async (req) => {
    await deleteTenants(ctx, tenantIds((req.query as z.infer<typeof IdsQuery>).ids), currentUser(req).username);
    return ok(null, MSG.deleteBatchOk);
  });
}
