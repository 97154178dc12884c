import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, SYS_PERMS, departRoleAddSchema, departRoleEditSchema, departRoleUserSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { idQuery, idsQuery, perm, splitIds } from '../shared/route-helpers.ts';
import {
  addDepartRole, deleteDepartRoles, editDepartRole, getDepartRole, listDepartRoles, setUserDepartRoles, toDepartRoleRecord,
  userDepartRoles,
} from './depart-role.service.ts';

const P = SYS_PERMS.departRole;
const DepartQuery = z.object({ departId: z.string().min(1, 'departId不能为空').max(32), userId: z.string().max(32).optional() });
const UserDepartQuery = z.object({ userId: z.string().min(1, 'userId不能为空').max(32), departId: z.string().min(1, 'departId不能为空').max(32) });

/** 部门角色 (spec §7.2 Department-role; reference/JEECG.md §2 sys_depart_role, sys_depart_role_user). */
export function registerDepartRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/sys/sysDepartRole`;
  const tags = ['部门角色'];
  const tz = ctx.config.timeZone;

  app.get(`${base}/list`, { config: perm(P.list), schema: { tags, summary: '部门角色列表（deptId 必填）', querystring: z.looseObject({ deptId: z.string().max(32).optional() }) } },
    async (req) => ok(await listDepartRoles(ctx.db, ctx.kind, req.query as Record<string, unknown>, tz)));

  app.get(`${base}/queryById`, { config: perm(P.list), schema: { tags, summary: '部门角色详情', querystring: idQuery } },
    async (req) => ok(toDepartRoleRecord(await getDepartRole(ctx.db, (req.query as z.infer<typeof idQuery>).id), tz)));

  app.post(`${base}/add`, { config: perm(P.add), schema: { tags, summary: '添加部门角色', body: departRoleAddSchema } }, async (req) => {
    const id = await addDepartRole(ctx.db, req.body as z.infer<typeof departRoleAddSchema>, currentUser(req).username);
    return ok(toDepartRoleRecord(await getDepartRole(ctx.db, id), tz), MSG.addOk);
  });

  app.put(`${base}/edit`, { config: perm(P.edit), schema: { tags, summary: '编辑部门角色', body: departRoleEditSchema } }, async (req) => {
    await editDepartRole(ctx.db, req.body as z.infer<typeof departRoleEditSchema>, currentUser(req).username);
    return ok(null, MSG.editOk);
  });

  app.delete(`${base}/delete`, { config: perm(P.delete), schema: { tags, summary: '删除部门角色', querystring: idQuery } }, async (req) => {
    await deleteDepartRoles(ctx.db, [(req.query as z.infer<typeof idQuery>).id]);
    return ok(null, MSG.deleteOk);
  });

  app.delete(`${base}/deleteBatch`, { config: perm(P.deleteBatch), schema: { tags, summary: '批量删除部门角色', querystring: idsQuery } }, async (req) => {
    await deleteDepartRoles(ctx.db, splitIds((req.query as z.infer<typeof idsQuery>).ids));
    return ok(null, MSG.deleteBatchOk);
  });

  app.get(`${base}/getDeptRoleList`, { config: perm(P.list), schema: { tags, summary: '部门的全部角色', querystring: DepartQuery } }, async (req) => {
    const { departId } = req.query as z.infer<typeof DepartQuery>;
    const rows = await ctx.db.selectFrom('sysDepartRole').selectAll().where('departId', '=', departId).orderBy('createTime').execute();
    return ok(rows.map((r) => toDepartRoleRecord(r, tz)));
  });

  app.get(`${base}/getDeptRoleByUserId`, { config: perm(P.list), schema: { tags, summary: '用户在部门中的角色', querystring: UserDepartQuery } }, async (req) => {
    const { userId, departId } = req.query as z.infer<typeof UserDepartQuery>;
    return ok(await userDepartRoles(ctx.db, userId, departId));
  });

  app.post(`${base}/deptRoleUserAdd`, { config: perm(P.assign), schema: { tags, summary: '设置用户的部门角色', body: departRoleUserSchema } }, async (req) => {
    const body = req.body as z.infer<typeof departRoleUserSchema>;
    await setUserDepartRoles(ctx.db, body.userId, body.departId, body.newRoleId, currentUser(req).userId);
    return ok(null, '保存成功！');
  });
}
