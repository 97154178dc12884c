import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SYS_PERMS, departGrantSchema, roleGrantSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/envelope.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { assertCanRegrant } from '../../../platform/rbac/authority.ts';
import { assertLivePermissions, grantedTo, replaceGrants } from '../permissions/grants.ts';
import { authTree, livePermissions } from '../permissions/permission-tree.ts';
import { perm, splitIds } from '../shared/route-helpers.ts';
import { getDepartRole } from './depart-role.service.ts';

const DepartQuery = z.object({ departId: z.string().min(1, 'departId不能为空').max(32) });
const RoleQuery = z.object({ roleId: z.string().min(1, 'roleId不能为空').max(32) });

/**
 * Department permission caps and department-role grants (spec §7.2 Permission/Department-role). A
 * department role can only be given what its department's cap holds; shrinking the cap takes the removed
 * permissions from the department's roles too.
 */
export function registerDepartGrantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = ctx.config.apiBase;
  const tags = ['部门权限'];
  const cap = perm(SYS_PERMS.depart.authorize);
  const roleGrant = perm(SYS_PERMS.departRole.authorize);

  app.get(`${api}/sys/permission/queryDepartPermission`, { config: cap, schema: { tags, summary: '部门的权限范围', querystring: DepartQuery } },
    async (req) => ok(await grantedTo(ctx.db, 'sysDepartPermission', (req.query as z.infer<typeof DepartQuery>).departId)));

  app.post(`${api}/sys/permission/saveDepartPermission`, { config: cap, schema: { tags, summary: '保存部门的权限范围', body: departGrantSchema } }, async (req) => {
    const body = req.body as z.infer<typeof departGrantSchema>;
    const depart = await ctx.db.selectFrom('sysDepart').select('id').where('id', '=', body.departId).where('delFlag', '=', 0).executeTakeFirst();
    if (!depart) throw new BusinessError('部门不存在');
    const wanted = splitIds(body.permissionIds, 5000);
    await assertLivePermissions(ctx.db, wanted);
    await assertCanRegrant(ctx.db, currentUser(req).userId, await grantedTo(ctx.db, 'sysDepartPermission', depart.id), wanted);
    await ctx.db.transaction().execute(async (trx) => {
      const { removed } = await replaceGrants(trx, 'sysDepartPermission', depart.id, wanted);
      if (removed.length) {
        await trx.deleteFrom('sysDepartRolePermission').where('departId', '=', depart.id).where('permissionId', 'in', removed).execute();
      }
    });
    return ok(null, '保存成功！');
  });

  app.get(`${api}/sys/sysDepartPermission/queryTreeListForDeptRole`, {
    config: roleGrant, schema: { tags, summary: '部门角色可授权的菜单树（部门权限范围内）', querystring: DepartQuery },
  }, async (req) => {
    const caps = new Set(await grantedTo(ctx.db, 'sysDepartPermission', (req.query as z.infer<typeof DepartQuery>).departId));
    return ok(authTree((await livePermissions(ctx.db)).filter((p) => caps.has(p.id))));
  });

  app.get(`${api}/sys/sysDepartPermission/queryDeptRolePermission`, { config: roleGrant, schema: { tags, summary: '部门角色的权限', querystring: RoleQuery } },
    async (req) => ok(await grantedTo(ctx.db, 'sysDepartRolePermission', (req.query as z.infer<typeof RoleQuery>).roleId)));

  app.post(`${api}/sys/sysDepartPermission/saveDeptRolePermission`, { config: roleGrant, schema: { tags, summary: '保存部门角色授权', body: roleGrantSchema } }, async (req) => {
    const body = req.body as z.infer<typeof roleGrantSchema>;
    const role = await getDepartRole(ctx.db, body.roleId);
    const wanted = splitIds(body.permissionIds, 5000);
    const caps = new Set(await grantedTo(ctx.db, 'sysDepartPermission', role.departId));
    if (wanted.some((id) => !caps.has(id))) throw new BusinessError('超出部门的权限范围');
    await assertLivePermissions(ctx.db, wanted);
    await assertCanRegrant(ctx.db, currentUser(req).userId, await grantedTo(ctx.db, 'sysDepartRolePermission', role.id), wanted);
    await ctx.db.transaction().execute((trx) => replaceGrants(trx, 'sysDepartRolePermission', role.id, wanted, { departId: role.departId }));
    return ok(null, '保存成功！');
  });
}
