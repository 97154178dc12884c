// npm run dev: the API with reload on change (port 8080) and Vite with hot reload (port 5173, proxying /api).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, ROOT } from './lib.mjs';

checkNode();
const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
const children = [
  spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'apps/server/src/server.ts'], { cwd: ROOT, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit', env }),
];
const stop = () => { for (const c of children) c.kill('SIGTERM'); };
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
