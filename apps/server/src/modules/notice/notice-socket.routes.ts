import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NOTICE_SOCKET } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { serveNoticeSocket, type ServerSocket } from './notice-connection.ts';
import { NoticeHub } from './notice-hub.ts';

const Params = z.object({ userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'userId 格式不正确') });

/**
 * `/websocket/:userId` (spec §7.5), outside the API base like JeecgBoot's. A browser sends the token as the
 * WebSocket sub-protocol, not as a header, so the route is public to the access hook and the handler
 * authenticates (platform/socket/authenticate.ts) and closes 4401 when it cannot.
 */
export function registerNoticeSocket(app: FastifyInstance, ctx: AppContext): NoticeHub {
  const hub = new NoticeHub(ctx.bus);
  app.addHook('onClose', async () => hub.close());
  app.get(`${NOTICE_SOCKET.path}/:userId`, {
    websocket: true, config: { access: { public: true } }, schema: { params: Params, hide: true },
  }, (socket, req) => {
    serveNoticeSocket(socket as ServerSocket, req, (req.params as z.infer<typeof Params>).userId, { sessions: ctx.sessions, hub });
  });
  return hub;
}
