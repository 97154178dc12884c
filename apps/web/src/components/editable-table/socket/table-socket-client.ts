import {
  SOCKETS, TABLE_SOCKET, TABLE_SOCKET_TYPE, type TableSocketClientMessage, type TableSocketRow, type TableSocketServerMessage,
} from '@foodtrace/contracts';
import { ReconnectingSocket, socketUrl, type SocketDeps, type SocketStatus } from '@/lib/socket/reconnecting-socket';

export type { SocketLike, SocketStatus } from '@/lib/socket/reconnecting-socket';
export type SocketClientDeps = SocketDeps;

export interface SocketHandlers {
  /** A row another table instance changed (never this instance's own). */
  onRow(row: TableSocketRow): void;
  /** A server push (common_send_date). */
  onCommon?(data: unknown): void;
  onStatus?(status: SocketStatus): void;
}

/** spec §7.5: /vxeSocket/{userId}/{pageId} on the configured domain, http switched to ws. */
export function tableSocketUrl(userId: string, pageId: string, location: { protocol: string; host: string }): string {
  return socketUrl(`${TABLE_SOCKET.path}/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`, location);
}

/** Only what the server accepts travels: plain values (strings, numbers, booleans, null, lists of them). */
export function socketRow(row: Record<string, unknown>): TableSocketRow {
  const out: TableSocketRow = {};
  for (const [k, v] of Object.entries(row)) {
    if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) out[k] = v as string[];
  }
  return out;
}

export function newSocketKey(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The real-time table socket of spec §4 and §9 on the shared life cycle (lib/socket): a heartbeat every 10 s;
 * no reply within 6 s closes the socket; after an error or a close it reconnects 5 s later; a refused token
 * (4401) does not retry. Updates are merged only from other instances.
 */
export class TableSocketClient {
  readonly socketKey = newSocketKey();
  private readonly socket: ReconnectingSocket;

  constructor(url: string, token: string, private readonly pageId: string, private readonly handlers: SocketHandlers, deps: SocketClientDeps) {
    this.socket = new ReconnectingSocket({
      url, token, reconnectMs: SOCKETS.tableReconnectMs, unauthorizedCode: TABLE_SOCKET.closeUnauthorized,
      heartbeat: { message: JSON.stringify({ type: TABLE_SOCKET_TYPE.heartBeat }), everyMs: SOCKETS.tableHeartbeatMs, replyWithinMs: SOCKETS.tableReplyTimeoutMs },
      onMessage: (raw) => this.receive(raw),
      onStatus: handlers.onStatus,
    }, deps);
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }

  /** Sends a changed row to the other instances of the page; dropped while the socket is down. */
  sendRow(row: Record<string, unknown>): boolean {
    const message: TableSocketClientMessage = { type: TABLE_SOCKET_TYPE.updateVxeTable, data: { pageId: this.pageId, row: socketRow(row), socketKey: this.socketKey } };
    return this.socket.send(JSON.stringify(message));
  }

  private receive(raw: unknown): void {
    let message: TableSocketServerMessage;
    try {
      message = JSON.parse(String(raw)) as TableSocketServerMessage;
    } catch {
      return;
    }
    if (message.type === TABLE_SOCKET_TYPE.updateVxeTable) {
      if (message.data?.socketKey !== this.socketKey && message.data?.row && typeof message.data.row.id === 'string') this.handlers.onRow(message.data.row);
    } else if (message.type === TABLE_SOCKET_TYPE.commonSendDate) {
      this.handlers.onCommon?.(message.data);
    }
  }
}
