import type { FastifyInstance } from 'fastify';
import { UPLOAD } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/envelope.ts';
import { BadRequestError, BusinessError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { withIncomingForm } from '../../platform/storage/incoming.ts';
import { extensionOf, newStoredPath } from '../../platform/storage/stored-path.ts';
import { contentMatchesExtension, isAllowedExtension } from '../../platform/storage/file-types.ts';
import { sizeText, type FilesConfig } from './files-config.ts';
import { recordStoredFile } from './file-index.ts';
import { FILES_TEXT } from './texts.ts';

/**
 * `biz` → the folder (spec §3: default 'temp'). `jeditor` (editor images, spec §7.3) defaults to the editor
 * folder and must be an image. Anything not on the allow-list is refused, never cleaned up into a path.
 */
export function uploadFolder(fields: Record<string, string>): string {
  const biz = (fields.biz ?? '').trim();
  if (!biz) return fields.jeditor ? UPLOAD.editorFolder : UPLOAD.defaultFolder;
  if (!(UPLOAD.folders as readonly string[]).includes(biz)) throw new BadRequestError(FILES_TEXT.badFolder);
  return biz;
}

/**
 * POST /sys/common/upload (spec §7.3; reference/JEECG.md §1.9): one file in field `file`, optional `biz`,
 * `jeditor` (editor image) and `isup` (editable-table cell, same answer). The stored relative path is the
 * answer's `message` — what the JeecgBoot client reads — and also its `result`.
 */
export function registerUploadRoute(app: FastifyInstance, ctx: AppContext, storage: FileStorage, cfg: FilesConfig): void {
  app.post(`${ctx.config.apiBase}${UPLOAD.path}`, {
    config: { access: { signedIn: true }, rateLimit: { max: 120, timeWindow: 60_000 } },
    schema: { tags: ['文件'], summary: '上传文件（multipart，字段 file，可选 biz / jeditor / isup）', consumes: ['multipart/form-data'] },
  }, async (req) => withIncomingForm(req, {
    tmpDir: cfg.tmpDir, fileFields: [UPLOAD.field], maxFiles: 1, maxBytes: cfg.maxBytes,
    tooLarge: () => FILES_TEXT.tooLarge(sizeText(cfg.maxBytes)),
  }, async (form) => {
    const file = form.files[0];
    if (!file) throw new BadRequestError(FILES_TEXT.noFile);
    const folder = uploadFolder(form.fields);
    const ext = extensionOf(file.fileName);
    if (!isAllowedExtension(ext)) throw new BusinessError(FILES_TEXT.badType(ext));
    if (form.fields.jeditor && !(UPLOAD.imageExts as readonly string[]).includes(ext)) throw new BusinessError(FILES_TEXT.imageOnly);
    if (file.size === 0) throw new BusinessError(FILES_TEXT.empty);
    if (!(await contentMatchesExtension(file.tmpPath, ext))) throw new BusinessError(FILES_TEXT.contentMismatch(ext));
    const stored = newStoredPath(folder, ext, ctx.config.timeZone);
    await storage.putFile(stored, file.tmpPath);
    // 文件存储 lists it under the name it came with, and who brought it
    await recordStoredFile(ctx.db, { url: stored, fileName: file.fileName, size: file.size, by: currentUser(req).username });
    req.log.info({ stored, size: file.size }, 'file uploaded');
    return ok(stored, stored);
  }));
}
