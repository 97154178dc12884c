import type { TestApp } from './harness.ts';

/** A notice socket opened through fastify.injectWS (the whole route runs: hooks, validation, upgrade, handler). */
export interface NoticeClient {
  send(text: string): void;
  received: Array<Record<string, unknown>>;
  /** Resolves with the next message, or null after `ms` without one. */
  next(ms?: number): Promise<Record<string, unknown> | null>;
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

export async function openNoticeSocket(t: TestApp, userId: string, token?: string): Promise<NoticeClient> {
  let resolveClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((r) => { resolveClosed = r; });
  const received: Array<Record<string, unknown>> = [];
  const waiters: Array<(m: Record<string, unknown>) => void> = [];
  let seen = 0;
  const ws = (await t.app.injectWS(`/websocket/${userId}`, { headers: token ? { 'sec-websocket-protocol': token } : {} }, {
    onInit(raw: RawWs) {
      raw.on('message', (data) => {
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        received.push(message);
        waiters.shift()?.(message);
      });
      raw.on('close', (code) => resolveClosed(code));
    },
  })) as unknown as RawWs;
  return {
    received, closed,
    send: (text) => ws.send(text),
    next: (ms = 1500) => {
      if (seen < received.length) return Promise.resolve(received[seen++]);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          const i = waiters.indexOf(take);
          if (i >= 0) waiters.splice(i, 1);
          resolve(null);
        }, ms);
        const take = (m: Record<string, unknown>) => { clearTimeout(timer); seen++; resolve(m); };
        waiters.push(take);
      });
    },
    close: () => ws.terminate(),
  };
}
