import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NOTICE_TEXT, noticePreferencesSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/envelope.ts';
import type { MyListQuery, UserNoticeService } from './user-notice.service.ts';

const signedIn = { access: { signedIn: true as const } };
const ReadBody = z.object({ anntId: z.string().min(1, 'anntId不能为空').max(32) });
const MyQuery = z.object({
  pageNo: z.string().max(10).optional(), pageSize: z.string().max(10).optional(),
  titile: z.string().max(100).optional(), msgCategory: z.enum(['1', '2', '']).optional(), readFlag: z.enum(['0', '1', '']).optional(),
});

/** `/sys/sysAnnouncementSend/*`: a user's own read records (spec §7.2) and bell preferences. */
export function registerUserNoticeRoutes(app: FastifyInstance, ctx: AppContext, notices: UserNoticeService): void {
  const base = `${ctx.config.apiBase}/sys/sysAnnouncementSend`;
  const tags = ['我的消息'];

  // The spec leaves the method open; JeecgBoot's client puts, a plain post is accepted too.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method, url: `${base}/editByAnntIdAndUserId`, config: signedIn, schema: { tags, summary: '标记一条通告为已读', body: ReadBody },
      handler: async (req) => {
        await notices.markRead(currentUser(req), (req.body as z.infer<typeof ReadBody>).anntId);
        return ok(null, NOTICE_TEXT.readOk);
      },
    });
  }
  app.put(`${base}/readAll`, { config: signedIn, schema: { tags, summary: '全部标注已读' } }, async (req) => {
    await notices.readAll(currentUser(req));
    return ok(null, NOTICE_TEXT.readAllOk);
  });
  app.get(`${base}/getMyAnnouncementSend`, { config: signedIn, schema: { tags, summary: '我的消息', querystring: MyQuery } },
    async (req) => ok(await notices.myList(currentUser(req), req.query as MyListQuery)));
  app.get(`${base}/preferences`, { config: signedIn, schema: { tags, summary: '铃铛显示哪些消息类型' } },
    async (req) => ok({ categories: await notices.preferences.categories(currentUser(req).userId) }));
  app.put(`${base}/preferences`, { config: signedIn, schema: { tags, summary: '保存铃铛显示的消息类型', body: noticePreferencesSchema } }, async (req) => {
    await notices.preferences.save(currentUser(req).userId, (req.body as z.infer<typeof noticePreferencesSchema>).categories);
    return ok(null, NOTICE_TEXT.preferencesSaved);
  });
}
