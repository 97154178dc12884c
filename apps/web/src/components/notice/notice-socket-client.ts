import { NOTICE_SOCKET, SOCKETS, type NoticeSocketMessage } from '@foodtrace/contracts';
import { ReconnectingSocket, socketUrl, type SocketDeps, type SocketLike } from '@/lib/socket/reconnecting-socket';

export type NoticeSocketLike = SocketLike;
export type NoticeSocketDeps = SocketDeps;

/** spec §7.5: /websocket/{userId} on the same host, http switched to ws. */
export function noticeSocketUrl(userId: string, location: { protocol: string; host: string }): string {
  return socketUrl(`${NOTICE_SOCKET.path}/${encodeURIComponent(userId)}`, location);
}

/** Whether a server message asks the bell to reload (spec §4: cmd 'topic' or 'user'). */
export function isReloadMessage(raw: unknown): NoticeSocketMessage | null {
  let message: NoticeSocketMessage;
  try {
    message = JSON.parse(String(raw)) as NoticeSocketMessage;
  } catch {
    return null;
  }
  return message?.cmd === NOTICE_SOCKET.cmd.topic || message?.cmd === NOTICE_SOCKET.cmd.user ? message : null;
}

/**
 * The bell's socket (spec §4 Notice bell, §7.5, §9) on the shared life cycle (lib/socket): 'HeartBeat' every
 * 20 s, a reconnect 5 s after an error or a close, a reload on cmd 'topic' or 'user'. A refused token (4401)
 * does not retry. stop() ends it for good (a failed list call, unmount).
 */
export class NoticeSocketClient {
  private readonly socket: ReconnectingSocket;

  constructor(url: string, token: string, onReload: (message: NoticeSocketMessage) => void, deps: NoticeSocketDeps) {
    this.socket = new ReconnectingSocket({
      url, token, reconnectMs: SOCKETS.noticeReconnectMs, unauthorizedCode: NOTICE_SOCKET.closeUnauthorized,
      heartbeat: { message: NOTICE_SOCKET.heartbeat, everyMs: SOCKETS.noticeHeartbeatMs },
      onMessage: (raw) => {
        const message = isReloadMessage(raw);
        if (message) onReload(message);
      },
    }, deps);
  }

  get running(): boolean {
    return this.socket.running;
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }
}
