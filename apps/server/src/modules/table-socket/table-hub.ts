import { TABLE_SOCKET_TYPE, type TableSocketServerMessage, type TableUpdateData } from '@foodtrace/contracts';
import type { Bus } from '../../platform/bus/bus.ts';

/** The part of a WebSocket the hub needs (ws's WebSocket satisfies it). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

/**
 * Bus topics of the table socket. Updates go through the bus so that, with Redis, a row edited on one
 * instance reaches the tables open on every other instance (DESIGN.md §1). Any server module may publish a
 * `common` push (spec §7.5 common_send_date) to the tables of a page: `ctx.bus.publish(TABLE_BUS.common, …)`.
 */
export const TABLE_BUS = {
  update: 'table-socket:update',
  common: 'table-socket:common',
} as const;

/** A relayed row update; the sender's connection id keeps the update from echoing back (spec §4). */
export interface BusUpdate { channel: string; senderConnId: string; data: TableUpdateData }
/** A server-side push to every table of a page in a tenant. */
export interface BusCommon { tenantId: number; pageId: string; data: unknown }

/** Tables of the same page see each other only within one tenant (DESIGN.md §5 rule 4). */
export function channelOf(tenantId: number, pageId: string): string {
  return `${tenantId}|${pageId}`;
}

/**
 * The sockets of this process, grouped by channel. Joining and leaving are O(1); a delivery touches only the
 * sockets of one channel.
 */
export class TableHub {
  private readonly channels = new Map<string, Map<string, HubSocket>>();
  private readonly unsubscribe: Array<() => void>;

  constructor(private readonly bus: Bus) {
    this.unsubscribe = [
      bus.subscribe(TABLE_BUS.update, (m) => this.deliverUpdate(m as BusUpdate)),
      bus.subscribe(TABLE_BUS.common, (m) => this.deliverCommon(m as BusCommon)),
    ];
  }

  join(channel: string, connId: string, socket: HubSocket): void {
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Map()));
    members.set(connId, socket);
  }

  leave(channel: string, connId: string): void {
    const members = this.channels.get(channel);
    if (!members) return;
    members.delete(connId);
    if (members.size === 0) this.channels.delete(channel);
  }

  /** How many sockets of this process are on a channel (for tests and monitoring). */
  size(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  async publishUpdate(channel: string, senderConnId: string, data: TableUpdateData): Promise<void> {
    await this.bus.publish(TABLE_BUS.update, { channel, senderConnId, data } satisfies BusUpdate);
  }

  close(): void {
    for (const off of this.unsubscribe) off();
    this.channels.clear();
  }

  private deliverUpdate({ channel, senderConnId, data }: BusUpdate): void {
    this.send(channel, { type: TABLE_SOCKET_TYPE.updateVxeTable, data }, senderConnId);
  }

  private deliverCommon({ tenantId, pageId, data }: BusCommon): void {
    this.send(channelOf(tenantId, pageId), { type: TABLE_SOCKET_TYPE.commonSendDate, data });
  }

  private send(channel: string, message: TableSocketServerMessage, exceptConnId?: string): void {
    const members = this.channels.get(channel);
    if (!members) return;
    const text = JSON.stringify(message);
    for (const [connId, socket] of members) {
      if (connId !== exceptConnId && socket.readyState === OPEN) socket.send(text);
    }
  }
}
