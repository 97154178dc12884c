import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ONLINE_PERMS, ONLINE_TEXT, onlineSessionResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { perm } from '../shared/route-helpers.ts';
import { forceLogout, listOnline } from './online.service.ts';

const IdBody = z.object({ id: z.string().min(1).max(64) });

/** 在线用户: who is signed in now, and 强退 for a session an administrator wants ended. */
export function registerOnlineRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}${onlineSessionResource.basePath}`;
  const tags = ['在线用户'];

  app.get(`${base}/list`, { config: perm(ONLINE_PERMS.list), schema: { tags, summary: '在线用户列表', querystring: z.looseObject({}) } },
    async (req) => ok(await listOnline(ctx, req.query as Record<string, unknown>, currentUser(req))));

  app.post(`${base}/forceLogout`, { config: perm(ONLINE_PERMS.forceLogout), schema: { tags, summary: '强制退出', body: IdBody } },
    async (req) => {
      await forceLogout(ctx, (req.body as z.infer<typeof IdBody>).id, currentUser(req));
      return ok(null, ONLINE_TEXT.done);
    });
}
