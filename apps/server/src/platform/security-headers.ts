import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What an API answer carries instead of the document headers (OWASP REST Security Cheat Sheet): JSON is never
 * rendered, so its policy allows nothing and no framing, and no answer is stored by a cache (each lookup of the
 * public page counts a scan). A handler may still replace one (the file server's caching of public images).
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/**
 * Security headers on every response (DESIGN.md §5), worked out once at start: helmet's set for documents
 * (the web app, the public pages, static files), the short API set above under the API base. They do not vary
 * by request here (no CSP nonces); @fastify/helmet rebuilt them — CSP directives parsed anew — on every
 * request, and the document set is a kilobyte per answer. The request id goes out in the same hook.
 */
export function installSecurityHeaders(app: FastifyInstance, apiBase: string, options: HelmetOptions): void {
  const document: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | string[]) => { document[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete document[name.toLowerCase()]; },
    getHeader: (name: string) => document[name.toLowerCase()],
  };
  helmet(options)({ headers: {} } as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  const api = { ...API_HEADERS, 'strict-transport-security': document['strict-transport-security'] };
  const apiPrefix = `${apiBase}/`;
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith(apiPrefix) ? api : document);
    reply.header('x-request-id', req.id);
    done();
  });
}
