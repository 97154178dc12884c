import type { FastifyRequest } from 'fastify';
import type { SessionStore, SessionUser } from '../auth/sessions.ts';

/**
 * Sockets authenticate on the handshake (DESIGN.md §5 rule 9). A browser cannot set headers on a WebSocket,
 * so the token travels as the sub-protocol (`new WebSocket(url, [token])`, as JeecgBoot's WebsocketFilter
 * does) or, failing that, the X-Access-Token header of a non-browser client. Tokens in query strings are not
 * accepted (they end up in logs). The path's userId must be the session's.
 */
export function socketToken(req: FastifyRequest): string | undefined {
  const proto = req.headers['sec-websocket-protocol'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
  if (first) return first;
  const header = req.headers['x-access-token'];
  return Array.isArray(header) ? header[0] : header;
}

export async function authenticateSocket(req: FastifyRequest, sessions: SessionStore, pathUserId: string): Promise<SessionUser | undefined> {
  const token = socketToken(req);
  if (!token || token.length > 200) return undefined;
  const user = await sessions.resolve(token);
  return user && user.userId === pathUserId ? user : undefined;
}
