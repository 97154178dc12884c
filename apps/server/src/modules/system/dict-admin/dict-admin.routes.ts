import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DICT_ADMIN_TEXT, DICT_PERMS, MSG, dictAddSchema, dictEditSchema, dictItemAddSchema, dictItemEditSchema,
} from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { followDictChanges } from './dict-cache-sync.ts';
import { DictItemService } from './dict-item.service.ts';
import { DictAdminService, splitIds, type DictInput } from './dict.service.ts';

const P = DICT_PERMS;
const perm = (code: string) => ({ access: { permission: code } });
const IdQuery = z.object({ id: z.string().min(1, 'id不能为空').max(32) });
const IdParam = z.object({ id: z.string().min(1).max(32) });
const IdsQuery = z.object({ ids: z.string().min(1, 'ids不能为空').max(40_000) });
const anyQuery = z.looseObject({});

/**
 * 数据字典 administration (spec §7.2 Dictionary: /sys/dict/*, /sys/dictItem/*). The reads every screen needs
 * (getDictItems, queryAllDictItems, refleshCache) are in ../dict.routes.ts.
 */
export function registerDictAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dicts = new DictAdminService(ctx);
  const items = new DictItemService(ctx);
  const unfollow = followDictChanges(ctx);
  app.addHook('onClose', async () => unfollow());
  const user = (req: FastifyRequest) => currentUser(req).username;

  const base = `${ctx.config.apiBase}/sys/dict`;
  const tags = ['数据字典'];
  app.get(`${base}/list`, { config: perm(P.list), schema: { tags, summary: '字典列表', querystring: anyQuery } },
    async (req) => ok(await dicts.list(req.query as Record<string, unknown>)));
  app.get(`${base}/queryById`, { config: perm(P.queryById), schema: { tags, summary: '字典详情', querystring: IdQuery } },
    async (req) => ok(await dicts.get((req.query as z.infer<typeof IdQuery>).id)));
  app.post(`${base}/add`, { config: perm(P.add), schema: { tags, summary: '添加字典', body: dictAddSchema } },
    async (req) => ok(await dicts.add(req.body as DictInput, user(req)), MSG.addOk));
  app.put(`${base}/edit`, { config: perm(P.edit), schema: { tags, summary: '编辑字典', body: dictEditSchema } },
    async (req) => ok(await dicts.edit(req.body as Partial<DictInput> & { id: string }, user(req)), MSG.editOk));
  app.delete(`${base}/delete`, { config: perm(P.delete), schema: { tags, summary: '删除字典（进入回收站）', querystring: IdQuery } }, async (req) => {
    await dicts.remove([(req.query as z.infer<typeof IdQuery>).id], user(req));
    return ok(null, MSG.deleteOk);
  });
  app.delete(`${base}/deleteBatch`, { config: perm(P.deleteBatch), schema: { tags, summary: '批量删除字典', querystring: IdsQuery } }, async (req) => {
    await dicts.remove(splitIds((req.query as z.infer<typeof IdsQuery>).ids), user(req));
    return ok(null, MSG.deleteBatchOk);
  });
  app.get(`${base}/deleteList`, { config: perm(P.recycle), schema: { tags, summary: '回收站中的字典' } },
    async () => ok(await dicts.recycleBin()));
  app.put(`${base}/back/:id`, { config: perm(P.recycle), schema: { tags, summary: '从回收站取回字典', params: IdParam } }, async (req) => {
    await dicts.restore((req.params as z.infer<typeof IdParam>).id, user(req));
    return ok(null, DICT_ADMIN_TEXT.restored);
  });
  app.delete(`${base}/deletePhysic/:id`, { config: perm(P.recycle), schema: { tags, summary: '彻底删除字典及其字典项', params: IdParam } }, async (req) => {
    await dicts.purge((req.params as z.infer<typeof IdParam>).id, user(req));
    return ok(null, DICT_ADMIN_TEXT.purged);
  });

  const itemBase = `${ctx.config.apiBase}/sys/dictItem`;
  const itemTags = ['数据字典项'];
  app.get(`${itemBase}/list`, { config: perm(P.list), schema: { tags: itemTags, summary: '字典项列表（dictId 必填）', querystring: anyQuery } },
    async (req) => ok(await items.list(req.query as Record<string, unknown>)));
  app.post(`${itemBase}/add`, { config: perm(P.itemAdd), schema: { tags: itemTags, summary: '添加字典项', body: dictItemAddSchema } },
    async (req) => ok(await items.add(req.body as z.infer<typeof dictItemAddSchema>, user(req)), MSG.addOk));
  app.put(`${itemBase}/edit`, { config: perm(P.itemEdit), schema: { tags: itemTags, summary: '编辑字典项', body: dictItemEditSchema } },
    async (req) => ok(await items.edit(req.body as z.infer<typeof dictItemEditSchema>, user(req)), MSG.editOk));
  app.delete(`${itemBase}/delete`, { config: perm(P.itemDelete), schema: { tags: itemTags, summary: '删除字典项', querystring: IdQuery } }, async (req) => {
    await items.remove([(req.query as z.infer<typeof IdQuery>).id], user(req));
    return ok(null, MSG.deleteOk);
  });
  app.delete(`${itemBase}/deleteBatch`, { config: perm(P.itemDelete), schema: { tags: itemTags, summary: '批量删除字典项', querystring: IdsQuery } }, async (req) => {
    await items.remove(splitIds((req.query as z.infer<typeof IdsQuery>).ids), user(req));
    return ok(null, MSG.deleteBatchOk);
  });
}
