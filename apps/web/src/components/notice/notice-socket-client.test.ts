import { describe, expect, it } from 'vitest';
import { SOCKETS } from '@foodtrace/contracts';
import { NoticeSocketClient, isReloadMessage, noticeSocketUrl, type NoticeSocketLike } from './notice-socket-client';

class FakeSocket implements NoticeSocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string, readonly protocols: string[]) {}
  send(data: string) { this.sent.push(data); }
  close(code?: number) { this.closedWith = code; this.readyState = 3; }
  open() { this.readyState = 1; this.onopen?.({}); }
}

/** Fake timers: each scheduled call with its delay, run by hand. */
function harness() {
  const sockets: FakeSocket[] = [];
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  const reloads: unknown[] = [];
  const client = new NoticeSocketClient('ws://h/websocket/u1', 'tok', (m) => reloads.push(m), {
    createSocket: (url, protocols) => { const s = new FakeSocket(url, protocols); sockets.push(s); return s; },
    setTimeout: (fn, ms) => { const id = next++; timers.set(id, { fn, ms }); return id; },
    clearTimeout: (id) => { timers.delete(id as number); },
  });
  const runTimers = (ms: number) => {
    for (const [id, t] of [...timers]) if (t.ms === ms) { timers.delete(id); t.fn(); }
  };
  return { client, sockets, timers, reloads, runTimers };
}

describe('notice socket client (spec §4 Notice bell, §7.5, §9)', () => {
  it('connects to /websocket/{userId} on the same host with the token as the sub-protocol', () => {
    expect(noticeSocketUrl('u 1', { protocol: 'https:', host: 'trace.example.cn' })).toBe('wss://trace.example.cn/websocket/u%201');
    expect(noticeSocketUrl('u1', { protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/websocket/u1');
    const h = harness();
    h.client.start();
    expect(h.sockets[0].protocols).toEqual(['tok']);
  });

  it('sends HeartBeat on open and every 20 s', () => {
    const h = harness();
    h.client.start();
    h.sockets[0].open();
    expect(h.sockets[0].sent).toEqual(['HeartBeat']);
    h.runTimers(SOCKETS.noticeHeartbeatMs);
    expect(h.sockets[0].sent).toEqual(['HeartBeat', 'HeartBeat']);
  });

  it('reloads on cmd topic or user only', () => {
    const h = harness();
    h.client.start();
    h.sockets[0].open();
    for (const data of [JSON.stringify({ cmd: 'topic', msgId: 'a' }), JSON.stringify({ cmd: 'user', msgId: 'b', msgTxt: 't' }),
      JSON.stringify({ cmd: 'heartcheck' }), 'not json', JSON.stringify(null)]) h.sockets[0].onmessage?.({ data });
    expect(h.reloads).toEqual([{ cmd: 'topic', msgId: 'a' }, { cmd: 'user', msgId: 'b', msgTxt: 't' }]);
    expect(isReloadMessage('{"cmd":"email"}')).toBeNull();
  });

  it('reconnects 5 s after an error or a close, once per loss', () => {
    const h = harness();
    h.client.start();
    h.sockets[0].open();
    h.sockets[0].onerror?.({});
    h.sockets[0].onclose?.({ code: 1006 }); // the same loss reported twice
    expect([...h.timers.values()].filter((t) => t.ms === SOCKETS.noticeReconnectMs)).toHaveLength(1);
    h.runTimers(SOCKETS.noticeReconnectMs);
    expect(h.sockets).toHaveLength(2);
    h.sockets[1].onclose?.({ code: 1001 });
    h.runTimers(SOCKETS.noticeReconnectMs);
    expect(h.sockets).toHaveLength(3);
  });

  it('gives up on 4401 (session over) and on stop()', () => {
    const h = harness();
    h.client.start();
    h.sockets[0].onclose?.({ code: 4401 });
    expect(h.timers.size).toBe(0);
    expect(h.client.running).toBe(false);
    const g = harness();
    g.client.start();
    g.sockets[0].open();
    g.client.stop();
    expect(g.sockets[0].closedWith).toBe(1000);
    g.sockets[0].onclose?.({ code: 1000 });
    expect(g.timers.size).toBe(0);
  });
});
