import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SOCKETS, TABLE_SOCKET, TABLE_SOCKET_TYPE, type TableSocketServerMessage } from '@foodtrace/contracts';
import type { SessionStore, SessionUser } from '../../platform/auth/sessions.ts';
import { authenticateSocket, socketToken } from '../../platform/socket/authenticate.ts';
import { MessageBudget, parseClientMessage } from './client-message.ts';
import { channelOf, type HubSocket, type TableHub } from './table-hub.ts';

/** The ws WebSocket as this module uses it. */
export interface ServerSocket extends HubSocket {
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** A socket that sends nothing for three heartbeat periods is gone (the client sends one every 10 s). */
const IDLE_AFTER_MS = 3 * SOCKETS.tableHeartbeatMs;

/**
 * One table's socket (spec §4 "Real-time table socket"). The handshake is authenticated from the
 * sub-protocol token and the path's userId must be the session's, else close 4401 (DESIGN.md §5 rule 9).
 * Each heartbeat is answered after the session is checked again, so a logout or a frozen account also ends
 * the socket. Row updates are relayed to the other sockets of the same page and tenant, never to the sender.
 */
export function serveTableSocket(
  socket: ServerSocket, req: FastifyRequest, params: { userId: string; pageId: string },
  deps: { sessions: SessionStore; hub: TableHub },
): void {
  const connId = randomUUID();
  const budget = new MessageBudget();
  const token = socketToken(req);
  let channel: string | undefined;
  let lastSeen = Date.now();
  let closed = false;

  const reply = (message: TableSocketServerMessage) => socket.send(JSON.stringify(message));
  const refuse = () => socket.close(TABLE_SOCKET.closeUnauthorized, 'unauthorized');

  const ready: Promise<SessionUser | undefined> = authenticateSocket(req, deps.sessions, params.userId).then(
    (user) => {
      if (!user) refuse();
      else if (!closed) {
        channel = channelOf(user.tenantId, params.pageId);
        deps.hub.join(channel, connId, socket);
      }
      return user;
    },
    (err: unknown) => {
      req.log.error({ err }, 'table socket authentication failed');
      socket.close(1011, 'server error');
      return undefined;
    },
  );

  const idle = setInterval(() => {
    if (Date.now() - lastSeen > IDLE_AFTER_MS) socket.close(TABLE_SOCKET.closeIdle, 'idle');
  }, SOCKETS.tableHeartbeatMs);

  // Listeners are attached synchronously so no message is lost while the handshake is checked.
  socket.on('message', (data) => {
    lastSeen = Date.now();
    if (!budget.take()) return;
    void ready.then(async (user) => {
      if (!user || !channel || closed) return;
      const message = parseClientMessage(data, params.pageId);
      if (!message) return;
      if (message.type === TABLE_SOCKET_TYPE.heartBeat) {
        const still = token ? await deps.sessions.resolve(token) : undefined;
        if (still?.userId !== user.userId) refuse();
        else reply({ type: TABLE_SOCKET_TYPE.heartBeat, data: 'pong' });
        return;
      }
      await deps.hub.publishUpdate(channel, connId, message.data);
    }).catch((err: unknown) => req.log.error({ err }, 'table socket message failed'));
  });

  socket.on('close', () => {
    closed = true;
    clearInterval(idle);
    if (channel) deps.hub.leave(channel, connId);
  });
}
