import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CATEGORY_PERMS, MSG, categoryAddSchema, categoryEditSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { BadRequestError } from '../../../platform/errors.ts';
import { addCategory, childCategories, deleteCategories, editCategory, getCategory, listCategories } from './category-admin.service.ts';

const P = CATEGORY_PERMS;
const perm = (code: string) => ({ access: { permission: code } });
const IdQuery = z.object({ id: z.string().min(1, 'id不能为空').max(32) });
const IdsQuery = z.object({ ids: z.string().min(1, 'ids不能为空').max(40_000) });
const PidQuery = z.object({ pid: z.string().min(1, 'pid不能为空').max(32) });

function splitIds(text: string): string[] {
  const ids = [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length > 1000) throw new BadRequestError('一次最多 1000 项');
  return ids;
}

/** 分类字典 administration (spec §2.3 System pages: category); the screen itself is another page's work. */
export function registerCategoryAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/sys/category`;
  const tags = ['分类字典'];
  const anyQuery = z.looseObject({});

  app.get(`${base}/list`, { config: perm(P.list), schema: { tags, summary: '分类列表（全部层级）', querystring: anyQuery } },
    async (req) => ok(await listCategories(ctx, req.query as Record<string, unknown>, false)));

  app.get(`${base}/rootList`, { config: perm(P.list), schema: { tags, summary: '一级分类列表（带条件时搜索全部层级）', querystring: anyQuery } },
    async (req) => ok(await listCategories(ctx, req.query as Record<string, unknown>, true)));

  app.get(`${base}/childList`, { config: perm(P.list), schema: { tags, summary: '下级分类', querystring: PidQuery } },
    async (req) => ok(await childCategories(ctx, (req.query as z.infer<typeof PidQuery>).pid)));

  app.get(`${base}/queryById`, { config: perm(P.list), schema: { tags, summary: '分类详情', querystring: IdQuery } },
    async (req) => ok(await getCategory(ctx, (req.query as z.infer<typeof IdQuery>).id)));

  app.post(`${base}/add`, { config: perm(P.add), schema: { tags, summary: '添加分类（编码由服务器生成）', body: categoryAddSchema } },
    async (req) => ok(await addCategory(ctx, req.body as z.infer<typeof categoryAddSchema>, currentUser(req).username), MSG.addOk));

  app.put(`${base}/edit`, { config: perm(P.edit), schema: { tags, summary: '编辑分类名称', body: categoryEditSchema } }, async (req) => {
    await editCategory(ctx, req.body as z.infer<typeof categoryEditSchema>, currentUser(req).username);
    return ok(null, MSG.editOk);
  });

  app.delete(`${base}/delete`, { config: perm(P.delete), schema: { tags, summary: '删除分类（含下级）', querystring: IdQuery } }, async (req) => {
    await deleteCategories(ctx, [(req.query as z.infer<typeof IdQuery>).id], currentUser(req).username);
    return ok(null, MSG.deleteOk);
  });

  app.delete(`${base}/deleteBatch`, { config: perm(P.deleteBatch), schema: { tags, summary: '批量删除分类', querystring: IdsQuery } }, async (req) => {
    await deleteCategories(ctx, splitIds((req.query as z.infer<typeof IdsQuery>).ids), currentUser(req).username);
    return ok(null, MSG.deleteBatchOk);
  });
}
