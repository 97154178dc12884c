// npm test: type check, unit + API tests (Vitest; PostgreSQL too when TEST_PG_URL is set), then the browser
// tests against the built app. Prints one closing line 'tests: N passed, N failed'.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfStale, checkNode, ROOT, run } from './lib.mjs';

checkNode();
const summary = { passed: 0, failed: 0 };
const failures = [];

console.log('\n▶ 类型检查 (tsc)');
if ((await run('npm', ['run', 'typecheck', '--silent'])) !== 0) failures.push('typecheck');

console.log('\n▶ 单元测试与接口测试 (Vitest)');
const report = path.join(os.tmpdir(), `vitest-${process.pid}.json`);
const vitestCode = await run(process.execPath, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  summary.passed += r.numPassedTests;
  // a file that fails before its tests run (an import, a missing fixture) has no failed test: count the file
  summary.failed += r.numFailedTests || (vitestCode !== 0 ? Math.max(1, r.numFailedTestSuites) : 0);
  fs.rmSync(report);
}
if (vitestCode !== 0) failures.push('vitest');

console.log('\n▶ 浏览器测试 (Playwright + Chromium)');
await buildWebIfStale();
const e2eReport = path.join(os.tmpdir(), `e2e-${process.pid}.json`);
const e2eCode = await run(process.execPath, [path.join(ROOT, 'e2e/run.mjs')], { env: { ...process.env, E2E_SUMMARY: e2eReport } });
if (fs.existsSync(e2eReport)) {
  const r = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
  summary.passed += r.passed;
  summary.failed += r.failed;
  fs.rmSync(e2eReport);
}
if (e2eCode !== 0) failures.push('e2e');

if (failures.length) console.log(`\n失败的部分: ${failures.join(', ')}`);
console.log(`\ntests: ${summary.passed} passed, ${summary.failed} failed`);
process.exit(failures.length ? 1 : 0);
