import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, MENU_TYPE, SYS_PERMS, permissionAddSchema, permissionEditSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { idQuery, perm, splitIds } from '../shared/route-helpers.ts';
import { addPermission, deletePermission, editPermission } from './permission.service.ts';
import { authTree, livePermissions, recordTree, toRecord } from './permission-tree.ts';

const P = SYS_PERMS.permission;
const ParentQuery = z.object({ parentId: z.string().min(1, 'parentId不能为空').max(32) });
const ParentsQuery = z.object({ parentIds: z.string().min(1, 'parentIds不能为空').max(4000) });

/** 菜单管理 (spec §7.2 Permission): the menu/permission tree of types 0/1/2. */
export function registerPermissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/sys/permission`;
  const tags = ['菜单权限'];
  const tz = ctx.config.timeZone;

  app.get(`${base}/list`, { config: perm(P.list), schema: { tags, summary: '菜单树' } },
    async () => ok(recordTree(await livePermissions(ctx.db), tz)));

  app.post(`${base}/add`, { config: perm(P.add), schema: { tags, summary: '添加菜单', body: permissionAddSchema } }, async (req) => {
    const id = await addPermission(ctx.db, req.body as z.infer<typeof permissionAddSchema>, currentUser(req).username);
    return ok({ id }, MSG.addOk);
  });

  app.put(`${base}/edit`, { config: perm(P.edit), schema: { tags, summary: '编辑菜单', body: permissionEditSchema } }, async (req) => {
    await editPermission(ctx.db, req.body as z.infer<typeof permissionEditSchema>, currentUser(req).username);
    return ok(null, MSG.editOk);
  });

  app.delete(`${base}/delete`, { config: perm(P.delete), schema: { tags, summary: '删除菜单（含下级）', querystring: idQuery } }, async (req) => {
    await deletePermission(ctx.db, (req.query as z.infer<typeof idQuery>).id, currentUser(req).username);
    return ok(null, MSG.deleteOk);
  });

  app.get(`${base}/queryTreeList`, { config: perm(P.list), schema: { tags, summary: '授权树' } },
    async () => ok(authTree(await livePermissions(ctx.db))));

  app.get(`${base}/getSystemMenuList`, { config: perm(P.list), schema: { tags, summary: '一级菜单' } }, async () => {
    const rows = await livePermissions(ctx.db);
    return ok(rows.filter((p) => !p.parentId && p.menuType === MENU_TYPE.top).map((p) => toRecord(p, tz, !rows.some((c) => c.parentId === p.id))));
  });

  app.get(`${base}/getSystemSubmenu`, { config: perm(P.list), schema: { tags, summary: '下级菜单', querystring: ParentQuery } }, async (req) => {
    const { parentId } = req.query as z.infer<typeof ParentQuery>;
    const rows = await livePermissions(ctx.db);
    return ok(rows.filter((p) => p.parentId === parentId).map((p) => toRecord(p, tz, !rows.some((c) => c.parentId === p.id))));
  });

  app.get(`${base}/getSystemSubmenuBatch`, { config: perm(P.list), schema: { tags, summary: '多个菜单的下级', querystring: ParentsQuery } }, async (req) => {
    const parents = splitIds((req.query as z.infer<typeof ParentsQuery>).parentIds, 200);
    const rows = await livePermissions(ctx.db);
    return ok(Object.fromEntries(parents.map((id) => [id, rows.filter((p) => p.parentId === id)
      .map((p) => toRecord(p, tz, !rows.some((c) => c.parentId === p.id)))])));
  });
}
