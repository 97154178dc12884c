import type { TestApp } from './harness.ts';

/**
 * A WebSocket opened through fastify.injectWS (the whole route runs: hooks, validation, upgrade, handler),
 * with the session token as the subprotocol like the web client sends it. Messages are parsed JSON.
 */
export interface SocketClient<M> {
  /** Sends a text as it is, anything else as JSON. */
  send(message: unknown): void;
  /** Every message received so far. */
  received: M[];
  /** Resolves with the next message not yet taken, or null after `ms` without one. */
  next(ms?: number): Promise<M | null>;
  closed: Promise<number>;
  close(): void;
}

// The ws client injectWS hands back (typed loosely by @fastify/websocket without @types/ws).
interface RawWs {
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: (code: number) => void): void;
  send(text: string): void;
  terminate(): void;
}

export async function openSocket<M>(t: TestApp, path: string, token?: string): Promise<SocketClient<M>> {
  let resolveClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((r) => { resolveClosed = r; });
  const received: M[] = [];
  const waiters: Array<(m: M) => void> = [];
  let seen = 0;
  const ws = (await t.app.injectWS(path, { headers: token ? { 'sec-websocket-protocol': token } : {} }, {
    onInit(raw: RawWs) {
      raw.on('message', (data) => {
        const message = JSON.parse(data.toString()) as M;
        received.push(message);
        waiters.shift()?.(message);
      });
      raw.on('close', (code) => resolveClosed(code));
    },
  })) as unknown as RawWs;
  return {
    received, closed,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (ms = 5000) => {
      if (seen < received.length) return Promise.resolve(received[seen++]);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          const i = waiters.indexOf(take);
          if (i >= 0) waiters.splice(i, 1);
          resolve(null);
        }, ms);
        const take = (m: M) => { clearTimeout(timer); seen++; resolve(m); };
        waiters.push(take);
      });
    },
    close: () => ws.terminate(),
  };
}

/** The notice socket of a user (spec §7.5). */
export const openNoticeSocket = (t: TestApp, userId: string, token?: string) =>
  openSocket<Record<string, unknown>>(t, `/websocket/${userId}`, token);
