import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { OSS_FOLDER_DICT, UPLOAD, ossFileResource } from '@foodtrace/contracts';
import { SEED_IDS } from '../system/seed/seed-ids.ts';
import * as m0230 from './migrations/0230-oss-file.ts';
import { ossFileHooks } from './oss-file.hooks.ts';
import type { AppModule } from '../module.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { LocalFileStorage } from '../../platform/storage/local-storage.ts';
import { indexStoredFiles } from './file-index.ts';
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
  migrations: { '0230-oss-file': m0230 },
  dicts: [{
    code: OSS_FOLDER_DICT, name: '文件夹',
    items: [['temp', '临时文件'], ['avatar', '头像'], ['food', '产品图片'], ['file', '资料文件'], ['ad', '广告图片'], ['report', '检验报告'], ['editor', '编辑器图片']],
  }],
  menus: [{
    id: 'a2300000000000000000000000000001', parentId: SEED_IDS.systemMenu, name: '文件存储', url: '/isystem/ossFile',
    component: 'system/OssFileList', componentName: 'OssFileList', icon: 'cloud-upload', sortNo: 9.8, keepAlive: true, resource: ossFileResource,
  }],
  resourceHooks: { [ossFileResource.key]: (ctx, app) => ossFileHooks(ctx, () => app.fileStorage) },
  async register(app: FastifyInstance, ctx) {
    const cfg = filesConfig(ctx.config.dataDir);
    const storage = new LocalFileStorage(cfg.storageRoot);
    await app.register(multipart, { limits: { fileSize: cfg.maxBytes, files: 1 } });
    app.decorate('fileStorage', storage);
    app.decorate('fileTmpDir', cfg.tmpDir);
    registerUploadRoute(app, ctx, storage, cfg);
    registerStaticRoute(app, ctx.config.apiBase, storage);

    // Once everything is built (the demo's files are indexed as the seed writes them), before the first request:
    // an upload cannot be half-indexed while the storage is being read.
    app.addHook('onReady', async () => {
      const added = await indexStoredFiles(ctx.db, storage);
      if (added) app.log.info({ added }, '文件存储: indexed stored files that were not listed');
    });
    // Then on the schedule of the 定时任务 清理导入失败文件 (modules/jobs).
    void purgeExcelFailures(storage).catch((err) => app.log.warn({ err }, 'excel failure purge failed'));
  },
};
