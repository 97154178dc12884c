// The SQLite report reader (online-report/readonly/sqlite-readonly.ts): a read-only connection of its own
// in a worker thread, so a slow report neither blocks the server's event loop nor outlives its time limit —
// the main thread terminates this worker when the limit passes. Plain JavaScript: workers load it directly.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('query_only = ON');

const runAll = db.transaction((queries) => queries.map(({ sql, parameters }) => {
  const stmt = db.prepare(sql);
  // SQLite itself says whether the statement can write; a report statement must not.
  if (!stmt.reader || !stmt.readonly) throw Object.assign(new Error('not a read-only query'), { code: 'REPORT_NOT_READONLY' });
  return stmt.all(...parameters);
}));

// Start-up (loading the driver, opening the file) is not query time: the main thread starts its clock on this.
parentPort.postMessage({ ready: true });

parentPort.on('message', ({ id, queries }) => {
  try {
    parentPort.postMessage({ id, results: runAll(queries) });
  } catch (err) {
    parentPort.postMessage({ id, error: { message: String(err?.message ?? err), code: err?.code } });
  }
});
