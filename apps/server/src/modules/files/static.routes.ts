import type { FastifyInstance } from 'fastify';
import { UPLOAD, isPublicStoredPath } from '@foodtrace/contracts';
import { NotFoundError, UnauthorizedError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { checkStoredPath, extensionOf } from '../../platform/storage/stored-path.ts';
import { isInlineImage, mimeOf } from '../../platform/storage/file-types.ts';
import { FILES_TEXT } from './texts.ts';

/**
 * GET /sys/common/static/<stored path> (DESIGN.md §4 Uploads). Files of the public folders are served to
 * anyone (an <img> cannot send the token header); all others need a session (X-Access-Token). Malformed or
 * escaping paths answer 404 like a missing file. Every answer carries nosniff, a sandboxing CSP and
 * `attachment` — except known-safe raster images, which may be shown inline (never SVG or HTML).
 */
export function registerStaticRoute(app: FastifyInstance, apiBase: string, storage: FileStorage): void {
  app.get(`${apiBase}${UPLOAD.staticPath}/*`, {
    config: { access: { public: true } },
    schema: { tags: ['文件'], summary: '读取已上传的文件（公开目录无需登录，其余目录需要 X-Access-Token）' },
  }, async (req, reply) => {
    const storedPath = checkStoredPath((req.params as { '*': string })['*'] ?? '');
    if (!storedPath) throw new NotFoundError(FILES_TEXT.notFound);
    const publicFile = isPublicStoredPath(storedPath);
    if (!publicFile && !req.user) throw new UnauthorizedError();
    const file = await storage.open(storedPath);
    if (!file) throw new NotFoundError(FILES_TEXT.notFound);
    const ext = extensionOf(storedPath);
    const name = storedPath.split('/').pop()!;
    return reply
      .header('Content-Type', mimeOf(ext))
      .header('Content-Length', file.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .header('Content-Disposition', `${isInlineImage(ext) ? 'inline' : 'attachment'}; filename="${name}"`)
      // Names are random and never reused, so a public file may be cached for good; a private one only privately.
      .header('Cache-Control', publicFile ? 'public, max-age=31536000, immutable' : 'private, no-cache')
      .send(file.stream);
  });
}
