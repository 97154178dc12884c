import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG, digitalLinkSerial } from '@foodtrace/contracts';
import { fail } from './envelope.ts';

/** The consumers' pages (spec §2.1: public) come from their own entry, which loads no admin code (DESIGN.md §6). */
export const PUBLIC_PAGE_PATHS: readonly string[] = ['/foodcode', '/AdDetail'];
const PUBLIC_ENTRY = 'foodcode.html';

/** Whether a request path (query ignored, trailing slash allowed) is one of the public consumer pages. */
export function isPublicPagePath(url: string): boolean {
  const pathname = url.split('?')[0].replace(/\/+$/, '');
  return PUBLIC_PAGE_PATHS.includes(pathname);
}

/**
 * A GS1 Digital Link address (/01/<GTIN>[/10/<lot>]/21/<serial>). One that names no code of ours reaches the
 * not-found handler, and a phone then gets the public page with status 404: it says the code was not found and
 * offers to type the code, where a bare JSON envelope would mean nothing to a consumer.
 */
export function isDigitalLinkPath(url: string): boolean {
  return digitalLinkSerial(url) !== null;
}

/**
 * Serves the built web app on the same port as the API. Hashed assets are cached for a year; HTML never,
 * so a deploy is picked up on the next navigation. /foodcode and /AdDetail get the public entry; other
 * unknown non-API GETs that want HTML get the SPA shell (the client's router shows its 404 page); unknown
 * API paths get the 404 envelope.
 */
export async function installWebStatic(app: FastifyInstance, webDist: string, apiBase: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const publicEntry = path.join(webDist, PUBLIC_ENTRY);
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // A directory (above all `/`, the address people type) is not a file: without this the plugin answers
      // it 403, so http://host:8080/ showed a Forbidden envelope; now it falls through to the shell below.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // Checked per request, like the shell: a rebuilt web app is picked up without a restart.
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD') && isPublicPagePath(req.url) && fs.existsSync(publicEntry)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').send(fs.createReadStream(publicEntry));
    }
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (hasWeb && req.method === 'GET' && wantsHtml && isDigitalLinkPath(req.url) && fs.existsSync(publicEntry)) {
      return reply.status(404).header('Cache-Control', 'no-cache').type('text/html').send(fs.createReadStream(publicEntry));
    }
    if (hasWeb && req.method === 'GET' && !req.url.startsWith(apiBase) && wantsHtml) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').send(fs.createReadStream(index));
    }
    return reply.status(404).send(fail(MSG.notFound, 404));
  });
}
