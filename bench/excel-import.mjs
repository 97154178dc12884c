// Excel import and export at scale (DESIGN.md §8: "100,000 rows import with memory that does not grow with the
// file"). Starts the server on a fresh SQLite database, generates .xlsx files of 職務 rows the way Excel writes
// them (shared strings), imports a small and a large one, then exports everything, sampling the server
// process's resident memory (VmRSS) every 100 ms. Usage: node bench/excel-import.mjs [rows=100000]
// BENCH_SERVER_HEAP_MB=64 starts the server with that V8 heap cap: the import still finishing proves its live
// memory is bounded (without a cap, V8 lets garbage pile up before collecting, so RSS alone overstates it).
/* global FormData */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROWS = Number(process.argv[2] ?? process.env.BENCH_EXCEL_ROWS ?? 100_000);
const SMALL = Math.max(1000, Math.round(ROWS / 5));
const PASSWORD = 'Bench#pass-2026';
const RANKS = ['员级', '助级', '中级', '副高级', '正高级'];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-bench-excel-'));

const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
function memKb(pid, key) {
  const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
}

/** Runs `task` while sampling the server's RSS; answers the task's result, the time and the peak. */
async function measured(pid, task) {
  let peak = memKb(pid, 'VmRSS');
  const timer = setInterval(() => { peak = Math.max(peak, memKb(pid, 'VmRSS')); }, 100);
  const started = performance.now();
  try {
    const result = await task();
    return { result, seconds: (performance.now() - started) / 1000, peakKb: Math.max(peak, memKb(pid, 'VmRSS')) };
  } finally {
    clearInterval(timer);
  }
}

async function startServer() {
  const port = await freePort();
  const heap = process.env.BENCH_SERVER_HEAP_MB ? [`--max-old-space-size=${process.env.BENCH_SERVER_HEAP_MB}`] : [];
  const child = spawn(process.execPath, [...heap, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT, stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', NODE_ENV: 'production', WEB_DIST: path.join(work, 'no-web') },
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 240; i++) {
    try { if ((await fetch(`${base}/sys/logout`, { method: 'POST' })).ok) break; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  const login = await fetch(`${base}/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  return { base, pid: child.pid, token: (await login.json()).result.token, stop: () => child.kill('SIGTERM') };
}

/** An .xlsx as Excel writes it: one shared-string table, every code and name distinct. */
async function generate(file, rows, prefix) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const sheet = book.addWorksheet('职务');
  sheet.addRow(['职务编码', '职务名称', '职级']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([`${prefix}_${i}`, `职务${prefix}第${i}号`, RANKS[i % RANKS.length]]).commit();
  sheet.commit();
  await book.commit();
  return fs.statSync(file).size;
}

async function importFile(server, file) {
  const form = new FormData();
  form.append('files[]', await fs.openAsBlob(file), path.basename(file));
  const res = await fetch(`${server.base}/sys/position/importExcel`, { method: 'POST', headers: { 'x-access-token': server.token }, body: form });
  return res.json();
}

async function exportAll(server, file) {
  const res = await fetch(`${server.base}/sys/position/exportXls?column=createTime&order=desc`, { headers: { 'x-access-token': server.token } });
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  const out = fs.createWriteStream(file);
  for await (const chunk of res.body) out.write(chunk);
  await new Promise((r) => out.end(r));
  return fs.statSync(file).size;
}

async function countRows(file) {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' });
  for await (const sheet of reader) { for await (const _row of sheet) rows += 1; break; }
  return rows - 1;
}

const server = await startServer();
try {
  const small = path.join(work, `small-${SMALL}.xlsx`);
  const large = path.join(work, `large-${ROWS}.xlsx`);
  const smallBytes = await generate(small, SMALL, 's');
  const largeBytes = await generate(large, ROWS, 'l');
  // Warm up the code paths (module loading, first queries) so the figures compare imports, not start-up.
  const warm = path.join(work, 'warm.xlsx');
  await generate(warm, 200, 'w');
  await importFile(server, warm);
  const idle = memKb(server.pid, 'VmRSS');

  const a = await measured(server.pid, () => importFile(server, small));
  const b = await measured(server.pid, () => importFile(server, large));
  const exportFile = path.join(work, 'export.xlsx');
  const c = await measured(server.pid, () => exportAll(server, exportFile));
  const exported = await countRows(exportFile);

  const cap = process.env.BENCH_SERVER_HEAP_MB ? `, server heap capped at ${process.env.BENCH_SERVER_HEAP_MB} MB` : '';
  console.log(`\nExcel import/export on ${os.cpus()[0].model} (${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}), Node ${process.version}, SQLite${cap}\n`);
  console.log(`server RSS after warm-up: ${mb(idle)}`);
  console.log(`import ${SMALL.toLocaleString()} rows (${(smallBytes / 1e6).toFixed(1)} MB): ${a.seconds.toFixed(1)} s, ${(SMALL / a.seconds).toFixed(0)} rows/s, peak RSS ${mb(a.peakKb)} — ${a.result.message}`);
  console.log(`import ${ROWS.toLocaleString()} rows (${(largeBytes / 1e6).toFixed(1)} MB): ${b.seconds.toFixed(1)} s, ${(ROWS / b.seconds).toFixed(0)} rows/s, peak RSS ${mb(b.peakKb)} — ${b.result.message}`);
  console.log(`export ${exported.toLocaleString()} rows (${(c.result / 1e6).toFixed(1)} MB): ${c.seconds.toFixed(1)} s, ${(exported / c.seconds).toFixed(0)} rows/s, peak RSS ${mb(c.peakKb)}`);
  console.log(`peak growth from ${SMALL.toLocaleString()} to ${ROWS.toLocaleString()} rows: ${mb(b.peakKb - a.peakKb)} (file ${(largeBytes / smallBytes).toFixed(1)}× larger)`);
  console.log(`server VmHWM (all-time peak): ${mb(memKb(server.pid, 'VmHWM'))}`);
} finally {
  server.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
