import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TABLE_SOCKET, tablePageIdSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { serveTableSocket, type ServerSocket } from './table-connection.ts';
import { TableHub } from './table-hub.ts';

const Params = z.object({ userId: z.string().min(1).max(64), pageId: tablePageIdSchema });

/**
 * `/vxeSocket/:userId/:pageId` (spec §7.5), outside the API base like JeecgBoot's. The access check cannot
 * run in the access hook — a browser sends the token as the WebSocket sub-protocol, not as a header — so the
 * route is public to the hook and the handler authenticates (platform/socket/authenticate.ts).
 */
export function registerTableSocketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const hub = new TableHub(ctx.bus);
  app.addHook('onClose', async () => hub.close());

  app.get(`${TABLE_SOCKET.path}/:userId/:pageId`, {
    websocket: true,
    config: { access: { public: true } },
    schema: { params: Params, hide: true },
  }, (socket, req) => {
    serveTableSocket(socket as ServerSocket, req, req.params as z.infer<typeof Params>, { sessions: ctx.sessions, hub });
  });
}
