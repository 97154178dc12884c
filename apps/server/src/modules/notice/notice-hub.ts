import type { NoticeSocketMessage } from '@foodtrace/contracts';
import type { Bus } from '../../platform/bus/bus.ts';
import { NOTICE_PUSH_TOPIC, type NoticePush } from './notice-push.ts';

/** The part of a WebSocket the hub needs (ws's WebSocket satisfies it). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

/**
 * The notice sockets of this process by user. A push arrives through the bus (from this or another instance)
 * and goes to every socket ('topic') or to the sockets of the listed users only ('user'); nothing a browser
 * sends is ever relayed (DESIGN.md §5 rule 9).
 */
export class NoticeHub {
  private readonly users = new Map<string, Map<string, HubSocket>>();
  private readonly unsubscribe: () => void;

  constructor(bus: Bus) {
    this.unsubscribe = bus.subscribe(NOTICE_PUSH_TOPIC, (m) => this.deliver(m as NoticePush));
  }

  join(userId: string, connId: string, socket: HubSocket): void {
    let sockets = this.users.get(userId);
    if (!sockets) this.users.set(userId, (sockets = new Map()));
    sockets.set(connId, socket);
  }

  leave(userId: string, connId: string): void {
    const sockets = this.users.get(userId);
    if (!sockets) return;
    sockets.delete(connId);
    if (sockets.size === 0) this.users.delete(userId);
  }

  /** Sockets of a user on this process (tests, monitoring). */
  count(userId: string): number {
    return this.users.get(userId)?.size ?? 0;
  }

  close(): void {
    this.unsubscribe();
    this.users.clear();
  }

  private deliver(push: NoticePush): void {
    const text = JSON.stringify({ cmd: push.cmd, msgId: push.msgId, msgTxt: push.msgTxt } satisfies NoticeSocketMessage);
    const targets = push.cmd === 'user' ? (push.userIds ?? []).map((u) => this.users.get(u)) : [...this.users.values()];
    for (const sockets of targets) {
      for (const socket of sockets?.values() ?? []) if (socket.readyState === OPEN) socket.send(text);
    }
  }
}
