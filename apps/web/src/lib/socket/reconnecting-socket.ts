/** The part of a browser WebSocket the clients use (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface SocketDeps {
  /** The token travels as the sub-protocol (platform/socket/authenticate.ts on the server). */
  createSocket(url: string, protocols: string[]): SocketLike;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type SocketStatus = 'connecting' | 'open' | 'closed' | 'unauthorized';

export interface ReconnectingSocketOptions {
  url: string;
  token: string;
  /** Sent on open and then every `everyMs`; with `replyWithinMs`, a socket that stays silent that long is closed. */
  heartbeat: { message: string; everyMs: number; replyWithinMs?: number };
  /** The wait before reconnecting after an error or a close. */
  reconnectMs: number;
  /** The close code of a refused token: the session is over, so no retry (the next API call signs out). */
  unauthorizedCode: number;
  onMessage(raw: unknown): void;
  onStatus?(status: SocketStatus): void;
}

const OPEN = 1;

/** ws:// or wss:// for a path on the page's own host (spec §7.5). */
export function socketUrl(path: string, location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

/**
 * The life cycle both sockets of the product share (spec §4, §7.5, §9): connect with the token, heartbeat,
 * one reconnect after a loss, none after a refused token or stop(). Late events of a replaced socket are ignored.
 */
export class ReconnectingSocket {
  private socket: SocketLike | null = null;
  private heartbeat: unknown = null;
  private replyTimer: unknown = null;
  private reconnectTimer: unknown = null;
  private stopped = true;

  constructor(private readonly options: ReconnectingSocketOptions, private readonly deps: SocketDeps) {}

  get running(): boolean {
    return !this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearBeat();
    this.deps.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const s = this.socket;
    this.socket = null;
    s?.close(1000, 'bye');
  }

  /** Sends a text now; false (dropped) while the socket is down. */
  send(text: string): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(text);
    return true;
  }

  private connect(): void {
    this.options.onStatus?.('connecting');
    const socket = this.deps.createSocket(this.options.url, [this.options.token]);
    this.socket = socket;
    socket.onopen = () => {
      this.options.onStatus?.('open');
      this.beat();
    };
    socket.onmessage = (ev) => {
      // Any answer proves the socket alive.
      this.deps.clearTimeout(this.replyTimer);
      this.replyTimer = null;
      this.options.onMessage(ev.data);
    };
    socket.onerror = () => this.lost(socket);
    socket.onclose = (ev) => this.lost(socket, ev.code);
  }

  private beat(): void {
    const { message, everyMs, replyWithinMs } = this.options.heartbeat;
    if (!this.send(message)) return;
    if (replyWithinMs !== undefined) {
      this.deps.clearTimeout(this.replyTimer);
      this.replyTimer = this.deps.setTimeout(() => this.socket?.close(4000, 'no heartbeat reply'), replyWithinMs);
    }
    this.heartbeat = this.deps.setTimeout(() => this.beat(), everyMs);
  }

  private lost(socket: SocketLike, code?: number): void {
    if (socket !== this.socket) return;
    this.clearBeat();
    this.socket = null;
    try {
      socket.close();
    } catch {
      // already closed
    }
    if (this.stopped) return;
    if (code === this.options.unauthorizedCode) {
      this.stopped = true;
      this.options.onStatus?.('unauthorized');
      return;
    }
    this.options.onStatus?.('closed');
    this.deps.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = this.deps.setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.connect();
    }, this.options.reconnectMs);
  }

  private clearBeat(): void {
    this.deps.clearTimeout(this.heartbeat);
    this.deps.clearTimeout(this.replyTimer);
    this.heartbeat = null;
    this.replyTimer = null;
  }
}
