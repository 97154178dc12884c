import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANNOUNCEMENT_PERMS, MSG, NOTICE_TEXT, announcementAddSchema, announcementEditSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/envelope.ts';
import { BadRequestError } from '../../platform/errors.ts';
import type { AnnouncementService } from './announcement.service.ts';
import type { UserNoticeService } from './user-notice.service.ts';

const P = ANNOUNCEMENT_PERMS;
const perm = (code: string) => ({ access: { permission: code } });
const signedIn = { access: { signedIn: true as const } };
const IdQuery = z.object({ id: z.string().min(1, 'id不能为空').max(32) });
const IdsQuery = z.object({ ids: z.string().min(1, 'ids不能为空').max(40_000) });

function splitIds(text: string): string[] {
  const ids = [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!ids.length) throw new BadRequestError('ids 不能为空');
  if (ids.length > 1000) throw new BadRequestError('一次最多 1000 条');
  return ids;
}

/**
 * `/sys/annountCement/*` (JeecgBoot's spelling, spec §7.2): administration behind the 系统通告 menu's codes;
 * listByUser and queryById serve every signed-in user's bell and detail dialog.
 */
export function registerAnnouncementRoutes(app: FastifyInstance, ctx: AppContext, services: { admin: AnnouncementService; user: UserNoticeService }): void {
  const base = `${ctx.config.apiBase}/sys/annountCement`;
  const tags = ['系统通告'];
  const { admin, user } = services;

  app.get(`${base}/list`, { config: perm(P.list), schema: { tags, summary: '通告列表', querystring: z.looseObject({}) } },
    async (req) => ok(await admin.list(req.query as Record<string, unknown>)));
  app.post(`${base}/add`, { config: perm(P.add), schema: { tags, summary: '添加通告（正文在保存前清洗）', body: announcementAddSchema } },
    async (req) => ok(await admin.add(req.body as z.infer<typeof announcementAddSchema>, currentUser(req).username), MSG.addOk));
  app.put(`${base}/edit`, { config: perm(P.edit), schema: { tags, summary: '编辑未发布的通告', body: announcementEditSchema } },
    async (req) => ok(await admin.edit(req.body as z.infer<typeof announcementEditSchema>, currentUser(req).username), MSG.editOk));
  app.delete(`${base}/delete`, { config: perm(P.delete), schema: { tags, summary: '删除通告', querystring: IdQuery } }, async (req) => {
    await admin.remove([(req.query as z.infer<typeof IdQuery>).id], currentUser(req).username);
    return ok(null, MSG.deleteOk);
  });
  app.delete(`${base}/deleteBatch`, { config: perm(P.deleteBatch), schema: { tags, summary: '批量删除通告', querystring: IdsQuery } }, async (req) => {
    await admin.remove(splitIds((req.query as z.infer<typeof IdsQuery>).ids), currentUser(req).username);
    return ok(null, MSG.deleteBatchOk);
  });
  app.get(`${base}/doReleaseData`, { config: perm(P.release), schema: { tags, summary: '发布通告', querystring: IdQuery } }, async (req) => {
    await admin.release((req.query as z.infer<typeof IdQuery>).id, currentUser(req));
    return ok(null, NOTICE_TEXT.releaseOk);
  });
  app.get(`${base}/doReovkeData`, { config: perm(P.revoke), schema: { tags, summary: '撤销通告', querystring: IdQuery } }, async (req) => {
    await admin.revoke((req.query as z.infer<typeof IdQuery>).id, currentUser(req).username);
    return ok(null, NOTICE_TEXT.revokeOk);
  });

  app.get(`${base}/queryById`, { config: signedIn, schema: { tags, summary: '通告详情（管理员任意，其他用户仅发给自己的）', querystring: IdQuery } },
    async (req) => ok(await user.detail(currentUser(req), (req.query as z.infer<typeof IdQuery>).id)));
  app.get(`${base}/listByUser`, { config: signedIn, schema: { tags, summary: '当前用户的未读通告（铃铛）' } },
    async (req) => ok(await user.listByUser(currentUser(req))));
}
