// A bare Fastify server for the baselines of bench/foodtrace.mjs, run in a process of its own like the app:
// the route answers {success, result} — or, with BARE_ANSWER=<file of a captured answer>, that answer's body
// and headers as a constant (the ceiling an answer of that size and those headers allows). Prints its port.
import fs from 'node:fs';
import Fastify from 'fastify';

const captured = process.env.BARE_ANSWER ? JSON.parse(fs.readFileSync(process.env.BARE_ANSWER, 'utf8')) : null;
const app = Fastify();
app.get('/hello', async (_req, reply) => {
  if (!captured) return { success: true, result: 'hello' };
  return reply.headers(captured.headers).send(captured.body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
