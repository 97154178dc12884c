import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD } from '@foodtrace/contracts';
import type { AppModule } from '../module.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { LocalFileStorage } from '../../platform/storage/local-storage.ts';
import { filesConfig } from './files-config.ts';
import { registerStaticRoute } from './static.routes.ts';
import { registerUploadRoute } from './upload.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads and generated files live (set by the files module; the Excel import writes through it). */
    fileStorage: FileStorage;
    /** Temporary folder on the storage's disk, for files being received. */
    fileTmpDir: string;
  }
}

/** Import failure workbooks are kept this long (they are only fetched right after the import). */
const EXCEL_FAILURES_KEPT_MS = 7 * 86_400_000;

/** Deletes the import failure workbooks past their keeping; answers how many. */
export const purgeExcelFailures = (storage: FileStorage): Promise<number> =>
  storage.purge(UPLOAD.excelFolder, Date.now() - EXCEL_FAILURES_KEPT_MS);

/**
 * Uploads and stored files (spec §7.3; DESIGN.md §5 rule 7): multipart parsing for the whole app, the upload
 * call, static serving, and the storage other parts write generated files through. See README.md.
 */
export const filesModule: AppModule = {
  name: 'files',
  async register(app: FastifyInstance, ctx) {
    const cfg = filesConfig(ctx.config.dataDir);
    const storage = new LocalFileStorage(cfg.storageRoot);
    await app.register(multipart, { limits: { fileSize: cfg.maxBytes, files: 1 } });
    app.decorate('fileStorage', storage);
    app.decorate('fileTmpDir', cfg.tmpDir);
    registerUploadRoute(app, ctx.config.apiBase, storage, cfg, ctx.config.timeZone);
    registerStaticRoute(app, ctx.config.apiBase, storage);

    // Then on the schedule of the 定时任务 清理导入失败文件 (modules/jobs).
    void purgeExcelFailures(storage).catch((err) => app.log.warn({ err }, 'excel failure purge failed'));
  },
};
