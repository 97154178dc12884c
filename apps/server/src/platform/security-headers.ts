import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every response (DESIGN.md §5), worked out once at start. They do not vary by
 * request here (no CSP nonces), and @fastify/helmet rebuilt them — CSP directives parsed anew — on every
 * request, the largest single cost of the public trace lookup. A handler may still replace one (the file
 * server's stricter CSP).
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | string[]) => { headers[name] = String(value); },
    removeHeader: (name: string) => { delete headers[name]; },
    getHeader: (name: string) => headers[name],
  };
  helmet(options)({ headers: {} } as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
