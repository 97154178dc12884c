// npm start: build the web app when missing or stale, then serve web + API on one port.
import { spawn } from 'node:child_process';
import { buildWebIfStale, checkNode, ROOT, TSX_SERVER } from './lib.mjs';

checkNode();
await buildWebIfStale();
const server = spawn(process.execPath, TSX_SERVER, {
  cwd: ROOT, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
