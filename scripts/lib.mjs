// Small helpers shared by the root scripts (start, dev, test). Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`需要 Node.js 20.19 或更高版本，当前为 ${process.versions.node}`);
    process.exit(1);
  }
}

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(p)) {
    if (name === 'node_modules' || name === 'dist' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, name)));
  }
  return newest;
}

/** The web build is stale when any source it is made from is newer than its index.html. */
export function webBuildIsStale() {
  if (!fs.existsSync(WEB_DIST_INDEX)) return true;
  const built = fs.statSync(WEB_DIST_INDEX).mtimeMs;
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/contracts/src', 'apps/web/package.json']
    .map((p) => newestMtime(path.join(ROOT, p)));
  return Math.max(...sources) > built;
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('正在构建前端（首次启动或源码有更新）…');
  const started = Date.now();
  const code = await run('npm', ['run', 'build', '-w', 'apps/web']);
  if (code !== 0) {
    console.error('前端构建失败');
    process.exit(code);
  }
  console.log(`前端构建完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
}

export const TSX_SERVER = ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')];
