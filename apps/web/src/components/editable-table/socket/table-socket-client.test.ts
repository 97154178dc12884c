import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKETS } from '@foodtrace/contracts';
import { socketRow, TableSocketClient, tableSocketUrl, type SocketLike } from './table-socket-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string, readonly protocols: string[]) {}
  send(data: string) { this.sent.push(JSON.parse(data)); }
  close(code = 1000) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.closedWith = code;
    queueMicrotask(() => this.onclose?.({ code }));
  }
  open() { this.readyState = 1; this.onopen?.({}); }
  receive(message: unknown) { this.onmessage?.({ data: JSON.stringify(message) }); }
}

let sockets: FakeSocket[];
const deps = {
  createSocket: (url: string, protocols: string[]) => { const s = new FakeSocket(url, protocols); sockets.push(s); return s; },
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

function start(handlers: Partial<ConstructorParameters<typeof TableSocketClient>[3]> = {}) {
  const onRow = vi.fn();
  const onStatus = vi.fn();
  const client = new TableSocketClient('ws://h/vxeSocket/u1/p1', 'tok', 'p1', { onRow, onStatus, ...handlers }, deps);
  client.start();
  return { client, onRow, onStatus };
}

beforeEach(() => { sockets = []; vi.useFakeTimers(); });
afterEach(() => vi.useRealTimers());

describe('table socket client (spec §4, §9)', () => {
  it('connects with the token as sub-protocol and sends a heartbeat every 10 s', () => {
    start();
    const s = sockets[0];
    expect(s.protocols).toEqual(['tok']);
    s.open();
    expect(s.sent).toEqual([{ type: 'heart_beat' }]);
    s.receive({ type: 'heart_beat', data: 'pong' });
    vi.advanceTimersByTime(SOCKETS.tableHeartbeatMs);
    expect(s.sent).toHaveLength(2);
  });

  it('closes when the heartbeat gets no reply within 6 s and reconnects 5 s after the close', async () => {
    const { onStatus } = start();
    sockets[0].open();
    vi.advanceTimersByTime(SOCKETS.tableReplyTimeoutMs - 1);
    expect(sockets[0].closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(sockets[0].closedWith).toBe(4000);
    await vi.advanceTimersByTimeAsync(0);
    expect(onStatus).toHaveBeenLastCalledWith('closed');
    vi.advanceTimersByTime(SOCKETS.tableReconnectMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects once, 5 s after an error followed by its close', async () => {
    start();
    sockets[0].open();
    sockets[0].onerror?.({});
    sockets[0].onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(SOCKETS.tableReconnectMs);
    expect(sockets).toHaveLength(2);
  });

  it('does not retry a refused token (4401)', async () => {
    const { onStatus } = start();
    sockets[0].onclose?.({ code: 4401 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(onStatus).toHaveBeenLastCalledWith('unauthorized');
  });

  it('merges rows from other instances only and passes server pushes on', () => {
    const onCommon = vi.fn();
    const { client, onRow } = start({ onCommon });
    sockets[0].open();
    sockets[0].receive({ type: 'update_vxe_table', data: { pageId: 'p1', socketKey: client.socketKey, row: { id: 'r1' } } });
    sockets[0].receive({ type: 'update_vxe_table', data: { pageId: 'p1', socketKey: 'other', row: { id: 'r1', qty: 2 } } });
    sockets[0].receive({ type: 'update_vxe_table', data: { pageId: 'p1', socketKey: 'other', row: { qty: 2 } } });
    sockets[0].receive({ type: 'common_send_date', data: { reload: true } });
    sockets[0].onmessage?.({ data: 'not json' });
    expect(onRow).toHaveBeenCalledTimes(1);
    expect(onRow).toHaveBeenCalledWith({ id: 'r1', qty: 2 });
    expect(onCommon).toHaveBeenCalledWith({ reload: true });
  });

  it('sends a changed row with its page and key; nothing while closed; stop ends reconnecting', async () => {
    const { client } = start();
    expect(client.sendRow({ id: 'r1' })).toBe(false);
    sockets[0].open();
    expect(client.sendRow({ id: 'r1', qty: 3, meta: { x: 1 } })).toBe(true);
    expect(sockets[0].sent[1]).toEqual({ type: 'update_vxe_table', data: { pageId: 'p1', socketKey: client.socketKey, row: { id: 'r1', qty: 3 } } });
    client.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('builds the socket address from the page location', () => {
    expect(tableSocketUrl('u 1', 'p/1', { protocol: 'https:', host: 'trace.example.cn' })).toBe('wss://trace.example.cn/vxeSocket/u%201/p%2F1');
    expect(tableSocketUrl('u1', 'p1', { protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/vxeSocket/u1/p1');
  });
  it('keeps only plain values in a row', () => {
    expect(socketRow({ id: 'a', n: 1, b: true, z: null, list: ['x', 2], obj: { a: 1 }, fn: () => 1, u: undefined })).toEqual({ id: 'a', n: 1, b: true, z: null, list: ['x', 2] });
  });
});
