import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, SYS_PERMS, USER_STATUS, userAddSchema, userEditSchema, userPasswordResetSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { BadRequestError, BusinessError } from '../../../platform/errors.ts';
import { idQuery, idsQuery, perm, signedIn, splitIds } from '../shared/route-helpers.ts';
import { exportUsers, importUsers, USER_EXCEL_COLUMNS } from './user-excel.ts';
import { sendImportTemplate } from '../../../crud/excel-export.ts';
import { getUser, listUsers, usersOfDepart } from './user-list.ts';
import { addUser, editUser, isFree, removeUsers, resetPassword, setStatus, UNIQUE_LABELS } from './user.service.ts';

const P = SYS_PERMS.user;
const FrozenQuery = z.object({ ids: z.string().min(1, 'ids不能为空').max(40_000), status: z.coerce.number().int().refine((s) => s === USER_STATUS.normal || s === USER_STATUS.frozen, 'status 只能是 1（正常）或 2（冻结）') });
const CheckQuery = z.object({
  id: z.string().max(32).optional(), username: z.string().max(100).optional(), phone: z.string().max(45).optional(),
  email: z.string().max(100).optional(), workNo: z.string().max(100).optional(),
});
const UserIdQuery = z.object({ userid: z.string().min(1, 'userid不能为空').max(32) });
const DepartUsersQuery = z.object({ id: z.string().min(1, 'id不能为空').max(32), realname: z.string().max(100).optional() });
const UserDepartsQuery = z.object({ userId: z.string().min(1, 'userId不能为空').max(32) });

/** 用户管理 (spec §7.2 User): not a generic resource because of passwords and relations. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/sys/user`;
  const tags = ['用户管理'];

  app.get(`${base}/list`, { config: perm(P.list), schema: { tags, summary: '用户列表', querystring: z.looseObject({}) } },
    async (req) => ok(await listUsers(ctx, req.query as Record<string, unknown>)));

  app.get(`${base}/exportXls`, {
    config: perm(P.exportXls),
    schema: { tags, summary: '导出用户（列表的查询条件 + selections）', querystring: z.looseObject({ selections: z.string().max(400_000).optional() }) },
  }, async (req, reply) => exportUsers(req, reply, ctx, currentUser(req)));

  app.post(`${base}/importExcel`, {
    config: perm(P.importExcel),
    schema: { tags, summary: '导入用户（multipart：files[]）', consumes: ['multipart/form-data'] },
  }, async (req) => importUsers(app, req, ctx, currentUser(req)));

  app.get(`${base}/importTemplate`, { config: perm(P.importExcel), schema: { tags, summary: '下载用户导入模板' } },
    async (req, reply) => sendImportTemplate(req, reply, { db: ctx.db, timeZone: ctx.config.timeZone }, currentUser(req),
      { title: '用户信息', fileKey: 'users', columns: USER_EXCEL_COLUMNS }));

  app.get(`${base}/queryById`, { config: perm(P.queryById), schema: { tags, summary: '用户详情', querystring: idQuery } },
    async (req) => ok(await getUser(ctx, (req.query as z.infer<typeof idQuery>).id)));

  app.post(`${base}/add`, { config: perm(P.add), schema: { tags, summary: '添加用户', body: userAddSchema } },
    async (req) => ok(await addUser(ctx, req.body as z.infer<typeof userAddSchema>, currentUser(req)), MSG.addOk));

  app.put(`${base}/edit`, { config: perm(P.edit), schema: { tags, summary: '编辑用户', body: userEditSchema } },
    async (req) => ok(await editUser(ctx, req.body as z.infer<typeof userEditSchema>, currentUser(req)), MSG.editOk));

  app.delete(`${base}/delete`, { config: perm(P.delete), schema: { tags, summary: '删除用户', querystring: idQuery } },
    async (req) => { await removeUsers(ctx, [(req.query as z.infer<typeof idQuery>).id], currentUser(req)); return ok(null, MSG.deleteOk); });

  app.delete(`${base}/deleteBatch`, { config: perm(P.deleteBatch), schema: { tags, summary: '批量删除用户', querystring: idsQuery } },
    async (req) => { await removeUsers(ctx, splitIds((req.query as z.infer<typeof idsQuery>).ids), currentUser(req)); return ok(null, MSG.deleteBatchOk); });

  // The brief's client sends ids and status in the query; JeecgBoot's sends them as a JSON body. Both work.
  app.put(`${base}/frozenBatch`, { config: perm(P.frozen), schema: { tags, summary: '冻结/解冻用户' } }, async (req) => {
    const parsed = FrozenQuery.safeParse({ ...(req.body as object | undefined), ...(req.query as object) });
    if (!parsed.success) throw new BadRequestError(parsed.error.issues[0].message);
    await setStatus(ctx, splitIds(parsed.data.ids), parsed.data.status, currentUser(req));
    return ok(null, parsed.data.status === USER_STATUS.frozen ? '冻结成功!' : '解冻成功!');
  });

  app.put(`${base}/changePassword`, { config: perm(P.changePassword), schema: { tags, summary: '重置用户密码', body: userPasswordResetSchema } },
    async (req) => {
      const body = req.body as z.infer<typeof userPasswordResetSchema>;
      await resetPassword(ctx, body.username, body.password, currentUser(req));
      return ok(null, MSG.passwordChanged);
    });

  // Signed-in only, never public (reference/JEECG.md §5.2 #3: the anonymous check enumerated accounts).
  app.get(`${base}/checkOnlyUser`, { config: signedIn, schema: { tags, summary: '用户唯一性校验', querystring: CheckQuery } }, async (req) => {
    const q = req.query as z.infer<typeof CheckQuery>;
    const key = (['username', 'phone', 'email', 'workNo'] as const).find((k) => q[k]);
    if (!key) throw new BadRequestError('请给出 username、phone、email 或 workNo 之一');
    if (!(await isFree(ctx.db, key, q[key]!, q.id))) throw new BusinessError(`${UNIQUE_LABELS[key]}已存在`);
    return ok(true, '该值可用！');
  });

  app.get(`${base}/queryUserRole`, { config: perm(P.queryById), schema: { tags, summary: '用户的角色', querystring: UserIdQuery } }, async (req) => {
    const { userid } = req.query as z.infer<typeof UserIdQuery>;
    const rows = await ctx.db.selectFrom('sysUserRole as ur').innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select('ur.roleId').where('ur.userId', '=', userid).where('r.delFlag', '=', 0).execute();
    return ok(rows.map((r) => r.roleId));
  });

  app.get(`${base}/userDepartList`, { config: perm(P.queryById), schema: { tags, summary: '用户的部门', querystring: UserDepartsQuery } }, async (req) => {
    const { userId } = req.query as z.infer<typeof UserDepartsQuery>;
    const rows = await ctx.db.selectFrom('sysUserDepart as ud').innerJoin('sysDepart as d', 'd.id', 'ud.depId')
      .select(['d.id', 'd.departName', 'd.orgCode']).where('ud.userId', '=', userId).where('d.delFlag', '=', 0)
      .orderBy('d.departOrder').orderBy('d.orgCode').execute();
    return ok(rows.map((d) => ({ key: d.id, value: d.id, title: d.departName, orgCode: d.orgCode })));
  });

  app.get(`${base}/queryUserByDepId`, { config: perm(P.list), schema: { tags, summary: '部门的用户', querystring: DepartUsersQuery } }, async (req) => {
    const q = req.query as z.infer<typeof DepartUsersQuery>;
    return ok(await usersOfDepart(ctx, q.id, q.realname));
  });
}
