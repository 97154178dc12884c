import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GATEWAY_ROUTE_INTERFACES_PATH, GATEWAY_ROUTE_LIST_PERM, gatewayRouteResource, type RouteInterface } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/envelope.ts';
import type { RouteGate } from './route-gate.ts';

const Query = z.object({ predicates: z.string().trim().min(1).max(gatewayRouteResource.fields.predicates.maxLength!) });

/**
 * 匹配接口: the interfaces a 路径断言 covers — a saved route's or one being typed — each with what calling it
 * takes (public, signed in, or a permission named as 菜单管理 names it). Read with the list's permission.
 */
export function registerGatewayRouteRoutes(app: FastifyInstance, ctx: AppContext, gate: RouteGate): void {
  app.get(`${ctx.config.apiBase}${GATEWAY_ROUTE_INTERFACES_PATH}`, {
    config: { access: { permission: GATEWAY_ROUTE_LIST_PERM } },
    schema: { tags: [gatewayRouteResource.title], summary: '路径断言匹配的接口及其调用要求', querystring: Query },
  }, async (req): Promise<ReturnType<typeof ok<RouteInterface[]>>> => {
    const found = gate.interfaces((req.query as z.infer<typeof Query>).predicates);
    const codes = [...new Set(found.map((f) => f.access).filter((a) => a !== 'public' && a !== 'signedIn'))];
    const names = await permissionNames(ctx, codes);
    return ok(found.map((f) => ({ ...f, permissionName: names.get(f.access) ?? null })));
  });
}

/** 产品管理-添加: a button permission under the name of its menu, as the role's permission tree shows it. */
async function permissionNames(ctx: AppContext, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const perms = await ctx.db.selectFrom('sysPermission').select(['perms', 'name', 'parentId'])
    .where('perms', 'in', codes).where('delFlag', '=', 0).execute();
  const parentIds = [...new Set(perms.map((p) => p.parentId).filter((id): id is string => !!id))];
  const parents = new Map(parentIds.length
    ? (await ctx.db.selectFrom('sysPermission').select(['id', 'name']).where('id', 'in', parentIds).execute()).map((p) => [p.id, p.name])
    : []);
  return new Map(perms.map((p) => [p.perms!, [p.parentId && parents.get(p.parentId), p.name].filter(Boolean).join('-')]));
}
