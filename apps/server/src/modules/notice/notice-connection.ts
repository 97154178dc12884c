import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { NOTICE_SOCKET, SOCKETS, type NoticeSocketMessage } from '@foodtrace/contracts';
import type { SessionStore, SessionUser } from '../../platform/auth/sessions.ts';
import { authenticateSocket, socketToken } from '../../platform/socket/authenticate.ts';
import type { HubSocket, NoticeHub } from './notice-hub.ts';

/** The ws WebSocket as this module uses it. */
export interface ServerSocket extends HubSocket {
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** A socket silent for three heartbeat periods is gone (the bell sends 'HeartBeat' every 20 s, spec §9). */
const IDLE_AFTER_MS = 3 * SOCKETS.noticeHeartbeatMs;
/** A bell sends one heartbeat per 20 s; more than this per second is noise and is dropped. */
const MAX_MESSAGES_PER_SECOND = 5;

function text(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : undefined;
}

/**
 * One bell's socket (spec §4 Notice bell, §7.5; DESIGN.md §5 rule 9). The handshake is authenticated from
 * the sub-protocol token and the path's userId must be the session's, else close 4401. A heartbeat is
 * answered after the session is checked again, so a logout or a frozen account also ends the socket.
 * Anything else the browser sends is ignored.
 */
export function serveNoticeSocket(
  socket: ServerSocket, req: FastifyRequest, pathUserId: string, deps: { sessions: SessionStore; hub: NoticeHub },
): void {
  const connId = randomUUID();
  const token = socketToken(req);
  let user: SessionUser | undefined;
  let closed = false;
  let lastSeen = Date.now();
  let windowStart = 0;
  let inWindow = 0;

  const unauthorized = () => socket.close(NOTICE_SOCKET.closeUnauthorized, 'unauthorized');
  const ready = authenticateSocket(req, deps.sessions, pathUserId).then(
    (u) => {
      if (!u) unauthorized();
      else if (!closed) {
        user = u;
        deps.hub.join(u.userId, connId, socket);
      }
      return u;
    },
    (err: unknown) => {
      req.log.error({ err }, 'notice socket authentication failed');
      socket.close(1011, 'server error');
      return undefined;
    },
  );

  const idle = setInterval(() => {
    if (Date.now() - lastSeen > IDLE_AFTER_MS) socket.close(NOTICE_SOCKET.closeIdle, 'idle');
  }, SOCKETS.noticeHeartbeatMs);

  socket.on('message', (data) => {
    const now = Date.now();
    lastSeen = now;
    if (now - windowStart >= 1000) {
      windowStart = now;
      inWindow = 0;
    }
    if (++inWindow > MAX_MESSAGES_PER_SECOND) return;
    if (text(data)?.trim() !== NOTICE_SOCKET.heartbeat) return;
    void ready.then(async (u) => {
      if (!u || closed) return;
      const still = token ? await deps.sessions.resolve(token) : undefined;
      if (still?.userId !== u.userId) unauthorized();
      else socket.send(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' } satisfies NoticeSocketMessage));
    }).catch((err: unknown) => req.log.error({ err }, 'notice socket heartbeat failed'));
  });

  socket.on('close', () => {
    closed = true;
    clearInterval(idle);
    if (user) deps.hub.leave(user.userId, connId);
  });
}
