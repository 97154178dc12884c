import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the worker copies the WAL back into the database file. */
const EVERY_MS = 200;
/**
 * The main connection still checkpoints past this many WAL frames (4 KB each). By then the worker has copied
 * nearly all of them, so this checkpoint is short; what it is for is that the next writer can start the WAL
 * over, which needs a moment when every frame is copied and that a busy database gives a passive checkpoint
 * on another thread never.
 */
const MAIN_FRAMES = 16_384;
/** SQLite's default, used again should the worker fail. */
const DEFAULT_FRAMES = 1_000;

// Plain CommonJS so that the worker needs no TypeScript loader. It opens its own connection to the same file
// and runs PASSIVE checkpoints: they never wait for, nor block, the main connection's readers and writers.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (err) { parentPort.postMessage(String((err && err.message) || err)); }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export interface Checkpointer { stop(): Promise<void> }

/**
 * Moves most of SQLite's WAL checkpointing off the event loop. By default the connection that commits runs a
 * checkpoint every 1,000 pages inside that commit, copying pages back into the database file while the event
 * loop waits: that was half the cost of a scan on the public trace page. Here a worker thread does the copying
 * on its own connection. Should the worker fail, the main connection checkpoints as SQLite does by default.
 */
export function startCheckpointer(main: SQLite.Database, file: string): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file, everyMs: EVERY_MS },
  });
  worker.unref(); // a script that forgets to close its database still ends
  let stopping = false;
  const fallBack = () => {
    if (!stopping && main.open) main.pragma(`wal_autocheckpoint = ${DEFAULT_FRAMES}`);
  };
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  worker.on('message', (msg) => process.emitWarning(`SQLite checkpoint: ${String(msg)}`));
  main.pragma(`wal_autocheckpoint = ${MAIN_FRAMES}`);
  return {
    stop: () => new Promise<void>((resolve) => {
      stopping = true;
      worker.once('exit', () => resolve());
      worker.postMessage('stop');
    }),
  };
}
