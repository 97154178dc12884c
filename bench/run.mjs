// npm run bench: the performance budgets of DESIGN.md §8 that exist so far, measured on this machine and
// reported as sizes and ratios. A benchmark, not a test: it prints figures and flags budgets it misses.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { bareThroughput, cannon, foodtraceBench } from './foodtrace.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = [];
const report = (name, value, budget, okay) => results.push({ name, value, budget, verdict: okay === undefined ? '' : okay ? 'ok' : 'MISSED' });

const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT, stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench#pass-2026', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try { if ((await fetch(`${base}/api/sys/logout`, { method: 'POST' })).ok) break; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop: () => { child.kill('SIGTERM'); fs.rmSync(dataDir, { recursive: true, force: true }); } };
}

/** The scripts Chromium actually loads for a page, gzipped (level 9) and summed, against a budget in KB. */
async function pageJs(base, pathname, name, budgetKb) {
  const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(exe)) return report(name, 'skipped: no Chromium', `≤ ${budgetKb} KB`);
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (r) => { if (r.request().resourceType() === 'script') scripts.push(r.url()); });
  await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
  await browser.close();
  let total = 0;
  for (const url of scripts) {
    const file = path.join(ROOT, 'apps/web/dist', new URL(url).pathname);
    if (fs.existsSync(file)) total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  const kb = total / 1024;
  report(name, `${kb.toFixed(1)} KB in ${scripts.length} files`, `≤ ${budgetKb} KB`, kb <= budgetKb);
}

async function throughput(url, headers = {}) {
  const r = await cannon({ url, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function apiThroughput(base) {
  const bare = await bareThroughput();
  const baseline = { rps: bare.requests.average, p50: bare.latency.p50 };
  report('bare Fastify route (own process)', `${baseline.rps.toFixed(0)} req/s (p50 ${baseline.p50} ms)`, 'baseline');

  const login = await fetch(`${base}/api/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Bench#pass-2026' }) });
  const token = (await login.json()).result.token;
  const list = await throughput(`${base}/api/sys/position/list?pageSize=10&name=*经理*`.replace('经理', encodeURIComponent('经理')), { 'x-access-token': token });
  report('signed-in list call (session + permission + count + page)', `${list.rps.toFixed(0)} req/s (p50 ${list.p50} ms, p99 ${list.p99} ms, errors ${list.errors})`,
    'ratio to bare', undefined);
  report('  ratio list / bare', (list.rps / baseline.rps).toFixed(2), 'informative');
}

const server = await startServer();
try {
  await pageJs(server.base, '/user/login', 'login page JS (gzip)', 250);
  // the consumer's page is a separate entry (apps/web/foodcode.html), outside the admin bundle
  await pageJs(server.base, '/foodcode?code=BENCH00000000', 'public /foodcode page JS (gzip)', 120);
  await apiThroughput(server.base);
  await foodtraceBench(report);
} finally {
  server.stop();
}
console.log('\nbenchmark results');
for (const r of results) console.log(`  ${r.name.padEnd(58)} ${String(r.value).padEnd(48)} ${r.budget} ${r.verdict}`);
