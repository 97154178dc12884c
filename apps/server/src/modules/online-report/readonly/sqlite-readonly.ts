import { Worker } from 'node:worker_threads';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { ReportTimeoutError, type ReadOnlyRunner } from './readonly-runner.ts';

type Rows = Array<Record<string, unknown>>;
interface Pending { worker: Worker; resolve(rows: Rows[]): void; reject(err: Error): void; timer: NodeJS.Timeout }

/**
 * SQLite file: a worker thread with its own read-only connection (sqlite-readonly-worker.mjs). better-sqlite3
 * runs queries synchronously and cannot interrupt them, so the time limit is enforced by terminating the
 * worker; a new one starts with the next report.
 */
export function sqliteWorkerRunner(file: string, timeoutMs: number): ReadOnlyRunner {
  let worker: { thread: Worker; ready: Promise<void> } | undefined;
  const pending = new Map<number, Pending>();
  let seq = 0;

  /** Rejects what was sent to one worker (a replaced worker's late exit must not touch its successor's queries). */
  const failAll = (w: Worker | undefined, err: Error) => {
    for (const [id, p] of pending) {
      if (w && p.worker !== w) continue;
      clearTimeout(p.timer);
      pending.delete(id);
      p.reject(err);
    }
  };
  const spawn = () => {
    const w = new Worker(new URL('./sqlite-readonly-worker.mjs', import.meta.url), { workerData: { file } });
    w.unref();
    const ready = new Promise<void>((resolve, reject) => {
      w.once('message', () => resolve());
      w.once('error', reject);
      w.once('exit', () => reject(new Error('report worker exited')));
    });
    ready.catch(() => undefined);
    const handle = { thread: w, ready };
    const forget = () => { if (worker === handle) worker = undefined; };
    w.on('message', (m: { id?: number; results?: Rows[]; error?: { message: string; code?: string } }) => {
      if (m.id === undefined) return;
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.error) p.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
      else p.resolve(m.results ?? []);
    });
    w.on('error', (err) => { forget(); failAll(w, err); });
    w.on('exit', () => { forget(); failAll(w, new Error('report worker exited')); });
    return handle;
  };

  return {
    async run(queries: CompiledQuery[]) {
      const handle = (worker ??= spawn());
      await handle.ready;
      const w = handle.thread;
      const id = ++seq;
      return new Promise<Rows[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          // Everything queued behind the slow query waited just as long: all of them time out together.
          pending.delete(id);
          reject(new ReportTimeoutError(timeoutMs));
          if (worker === handle) worker = undefined;
          failAll(w, new ReportTimeoutError(timeoutMs));
          void w.terminate();
        }, timeoutMs);
        pending.set(id, { worker: w, resolve, reject, timer });
        w.postMessage({ id, queries: queries.map((q) => ({ sql: q.sql, parameters: [...q.parameters] })) });
      });
    },
    async close() {
      const handle = worker;
      worker = undefined;
      failAll(undefined, new Error('report runner closed'));
      if (handle) await handle.thread.terminate();
    },
  };
}

/**
 * An in-memory SQLite database has no file a second connection could open: the report runs on the main
 * connection with `PRAGMA query_only` for the transaction. Only tests and throw-away setups use this.
 */
export function sqliteInlineRunner(db: Kysely<DB>): ReadOnlyRunner {
  return {
    run: (queries) => db.withoutPlugins().transaction().execute(async (trx) => {
      await sql`pragma query_only = 1`.execute(trx);
      try {
        const out: Rows[] = [];
        for (const q of queries) out.push((await trx.executeQuery<Record<string, unknown>>(q)).rows);
        return out;
      } finally {
        await sql`pragma query_only = 0`.execute(trx);
      }
    }),
    async close() {},
  };
}
