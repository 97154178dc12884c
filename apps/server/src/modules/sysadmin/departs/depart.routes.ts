import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, SYS_PERMS, USER_IDENTITY, departAddSchema, departEditSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { idQuery, idsQuery, perm, signedIn, splitIds } from '../shared/route-helpers.ts';
import { descendantsOf } from '../shared/tree.ts';
import { addDepart, deleteDeparts, editDepart } from './depart.service.ts';
import { departIdTree, departTree, liveDeparts, toDepartRecord } from './depart-tree.ts';

const P = SYS_PERMS.depart;
const PidQuery = z.object({ pid: z.string().max(32).optional() });
const KeywordQuery = z.object({ keyWord: z.string().trim().min(1, '请输入搜索内容').max(100) });

/**
 * 部门管理 (spec §7.2 Department). The tree reads are picker feeds (department pickers sit in many business
 * forms): like dictionaries they need a session but no code, and carry only the organisation's structure.
 */
export function registerDepartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/sys/sysDepart`;
  const tags = ['部门管理'];
  const tz = ctx.config.timeZone;

  app.get(`${base}/queryTreeList`, { config: signedIn, schema: { tags, summary: '部门树' } },
    async () => ok(departTree(await liveDeparts(ctx.db), tz)));

  app.get(`${base}/queryIdTree`, { config: signedIn, schema: { tags, summary: '部门 id 树' } },
    async () => ok(departIdTree(await liveDeparts(ctx.db))));

  app.get(`${base}/queryDepartTreeSync`, { config: signedIn, schema: { tags, summary: '逐级加载部门树', querystring: PidQuery } }, async (req) => {
    const { pid } = req.query as z.infer<typeof PidQuery>;
    const rows = await liveDeparts(ctx.db);
    const level = rows.filter((d) => (pid ? d.parentId === pid : !d.parentId || !rows.some((p) => p.id === d.parentId)));
    return ok(level.map((d) => ({ ...toDepartRecord(d, tz), key: d.id, value: d.id, title: d.departName, isLeaf: !rows.some((c) => c.parentId === d.id) })));
  });

  app.get(`${base}/searchBy`, { config: signedIn, schema: { tags, summary: '按名称搜索部门', querystring: KeywordQuery } }, async (req) => {
    const keyword = (req.query as z.infer<typeof KeywordQuery>).keyWord.toLowerCase();
    return ok(departTree((await liveDeparts(ctx.db)).filter((d) => d.departName.toLowerCase().includes(keyword)), tz));
  });

  // The departments the signed-in user heads, with everything below them (JeecgBoot's 我的部门).
  app.get(`${base}/queryMyDeptTreeList`, { config: signedIn, schema: { tags, summary: '我负责的部门' } }, async (req) => {
    const me = await ctx.db.selectFrom('sysUser').select(['userIdentity', 'departIds']).where('id', '=', currentUser(req).userId).executeTakeFirstOrThrow();
    if (me.userIdentity !== USER_IDENTITY.head) return ok([]);
    const rows = await liveDeparts(ctx.db);
    const mine = new Set(splitIds(me.departIds).flatMap((id) => (rows.some((r) => r.id === id) ? descendantsOf(rows, id) : [])));
    return ok(departTree(rows.filter((d) => mine.has(d.id)), tz));
  });

  app.get(`${base}/queryById`, { config: perm(P.queryById), schema: { tags, summary: '部门详情', querystring: idQuery } }, async (req) => {
    const row = (await liveDeparts(ctx.db)).find((d) => d.id === (req.query as z.infer<typeof idQuery>).id);
    if (!row) throw new BusinessError('未找到对应数据');
    return ok(toDepartRecord(row, tz));
  });

  app.post(`${base}/add`, { config: perm(P.add), schema: { tags, summary: '添加部门', body: departAddSchema } }, async (req) => {
    const id = await addDepart(ctx.db, req.body as z.infer<typeof departAddSchema>, currentUser(req).username);
    const row = (await liveDeparts(ctx.db)).find((d) => d.id === id)!;
    return ok(toDepartRecord(row, tz), MSG.addOk);
  });

  app.put(`${base}/edit`, { config: perm(P.edit), schema: { tags, summary: '编辑部门', body: departEditSchema } }, async (req) => {
    await editDepart(ctx.db, req.body as z.infer<typeof departEditSchema>, currentUser(req).username);
    return ok(null, MSG.editOk);
  });

  app.delete(`${base}/delete`, { config: perm(P.delete), schema: { tags, summary: '删除部门（含下级）', querystring: idQuery } }, async (req) => {
    await deleteDeparts(ctx.db, [(req.query as z.infer<typeof idQuery>).id], currentUser(req).username);
    return ok(null, MSG.deleteOk);
  });

  app.delete(`${base}/deleteBatch`, { config: perm(P.deleteBatch), schema: { tags, summary: '批量删除部门', querystring: idsQuery } }, async (req) => {
    await deleteDeparts(ctx.db, splitIds((req.query as z.infer<typeof idsQuery>).ids), currentUser(req).username);
    return ok(null, MSG.deleteBatchOk);
  });
}
