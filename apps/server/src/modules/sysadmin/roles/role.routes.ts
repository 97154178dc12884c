import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SYS_PERMS, roleGrantSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/envelope.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { assertCanRegrant, assignableRoles } from '../../../platform/rbac/authority.ts';
import { assertLivePermissions, grantedTo, replaceGrants } from '../permissions/grants.ts';
import { authTree, livePermissions } from '../permissions/permission-tree.ts';
import { perm, signedIn, splitIds } from '../shared/route-helpers.ts';

const CodeQuery = z.object({ roleCode: z.string().min(1, 'roleCode不能为空').max(100), id: z.string().max(32).optional() });
const RoleQuery = z.object({ roleId: z.string().min(1, 'roleId不能为空').max(32) });

/** Roles beyond the generic CRUD (spec §7.2 Role): pickers, the code check and the role's menu grants. */
export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = ctx.config.apiBase;
  const tags = ['角色管理'];
  const authorize = perm(SYS_PERMS.role.authorize);

  // A picker feed (user form, role selector): role names and codes only, like a dictionary, and whether the
  // caller may hand each out (platform/rbac/authority.ts), so a picker greys out what the server would refuse.
  app.get(`${api}/sys/role/queryall`, { config: signedIn, schema: { tags, summary: '全部角色' } }, async (req) => {
    const roles = await ctx.db.selectFrom('sysRole').select(['id', 'roleName', 'roleCode', 'description'])
      .where('delFlag', '=', 0).orderBy('createTime').execute();
    const assignable = await assignableRoles(ctx.db, currentUser(req).userId, roles);
    return ok(roles.map((r) => ({ ...r, assignable: assignable.has(r.id) })));
  });

  app.get(`${api}/sys/role/checkRoleCode`, { config: signedIn, schema: { tags, summary: '角色编码唯一性校验', querystring: CodeQuery } }, async (req) => {
    const { roleCode, id } = req.query as z.infer<typeof CodeQuery>;
    let q = ctx.db.selectFrom('sysRole').select('id').where('roleCode', '=', roleCode).where('delFlag', '=', 0);
    if (id) q = q.where('id', '<>', id);
    if (await q.limit(1).executeTakeFirst()) throw new BusinessError('角色编码已存在');
    return ok(true, '该值可用！');
  });

  app.get(`${api}/sys/role/queryTreeList`, { config: authorize, schema: { tags, summary: '角色授权树' } },
    async () => ok(authTree(await livePermissions(ctx.db))));

  app.get(`${api}/sys/permission/queryRolePermission`, { config: authorize, schema: { tags, summary: '角色的菜单权限', querystring: RoleQuery } },
    async (req) => ok(await grantedTo(ctx.db, 'sysRolePermission', (req.query as z.infer<typeof RoleQuery>).roleId)));

  app.post(`${api}/sys/permission/saveRolePermission`, { config: authorize, schema: { tags, summary: '保存角色授权', body: roleGrantSchema } }, async (req) => {
    const body = req.body as z.infer<typeof roleGrantSchema>;
    const role = await ctx.db.selectFrom('sysRole').select('id').where('id', '=', body.roleId).where('delFlag', '=', 0).executeTakeFirst();
    if (!role) throw new BusinessError('角色不存在');
    const wanted = splitIds(body.permissionIds, 5000);
    await assertLivePermissions(ctx.db, wanted);
    await assertCanRegrant(ctx.db, currentUser(req).userId, await grantedTo(ctx.db, 'sysRolePermission', role.id), wanted, role.id);
    await ctx.db.transaction().execute((trx) => replaceGrants(trx, 'sysRolePermission', role.id, wanted));
    return ok(null, '保存成功！');
  });
}
