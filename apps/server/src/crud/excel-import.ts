import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { EXCEL, UPLOAD, type ApiResult, type ImportPartialResult, type ResourceDef } from '@foodtrace/contracts';
import { ok } from '../platform/envelope.ts';
import { BadRequestError, BusinessError } from '../platform/errors.ts';
import { excelColumns } from '../platform/excel/excel-columns.ts';
import { FailureWorkbook } from '../platform/excel/failure-workbook.ts';
import { runImport, type ImportFile, type ImportRun } from '../platform/excel/import-run.ts';
import { RefLabels } from '../platform/excel/ref-labels.ts';
import { RowConverter } from '../platform/excel/row-converter.ts';
import type { DB } from '../platform/db/schema.ts';
import { contentMatchesExtension } from '../platform/storage/file-types.ts';
import { withIncomingForm, type IncomingFile } from '../platform/storage/incoming.ts';
import { extensionOf, newStoredPath } from '../platform/storage/stored-path.ts';
import type { CrudContext, RepoDeps, ResourceRepo } from './resource-repo.ts';
import { visibleRows } from './visible-rows.ts';

/** spec §7.3: `files[]`, one per file; `file` and `files` are what other JeecgBoot clients send. */
const FILE_FIELDS = [EXCEL.field, 'file', 'files'];

async function excelFile(f: IncomingFile): Promise<ImportFile> {
  const ext = extensionOf(f.fileName);
  if ((ext !== 'xlsx' && ext !== 'xls') || !(await contentMatchesExtension(f.tmpPath, ext))) {
    throw new BusinessError(`${f.fileName}：只能导入 .xls 或 .xlsx 格式的 Excel 文件`);
  }
  return { fileName: f.fileName, path: f.tmpPath, kind: ext };
}

/**
 * `foreignKeys` (spec §7.3): a JSON object of field values every imported row gets — e.g. the parent a child
 * table is imported into. Only the resource's own form fields may be named.
 */
export function foreignKeys(def: ResourceDef, text: string | undefined): Record<string, unknown> {
  if (!text?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadRequestError('foreignKeys 必须是 JSON 对象');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadRequestError('foreignKeys 必须是 JSON 对象');
  for (const key of Object.keys(parsed)) {
    if (!Object.hasOwn(def.fields, key) || def.fields[key].form === false) throw new BadRequestError(`foreignKeys 中的字段 ${key.slice(0, 40)} 不可导入`);
  }
  return parsed as Record<string, unknown>;
}

/** What one import needs besides the files: the sheet's columns, the row reader and the writer of a batch. */
export type ImportPlan = Pick<ImportRun, 'columns' | 'converter' | 'write' | 'maxRows'> & {
  /** Said after the counts, e.g. what the imported rows still need. */
  note?: () => string | undefined | Promise<string | undefined>;
};

/**
 * POST <base>/importExcel (spec §4 Other, §7.3, §8; reference/JEECG.md §1.7): every file's first sheet is read
 * row by row; the header row is matched by field labels (or keys); each row is converted and validated like
 * an `add` and written in batches through the repository. All good: a success message. Some refused: code 201
 * with the counts and a failure workbook under uploads/excel (`fileUrl` below the API base).
 */
export async function importExcel(app: FastifyInstance, req: FastifyRequest, def: ResourceDef, repo: ResourceRepo,
  deps: RepoDeps, ctx: CrudContext): Promise<ApiResult<ImportPartialResult | null>> {
  return importWorkbooks(app, req, def.title, deps.timeZone, (fields) => {
    const fixed = foreignKeys(def, fields.foreignKeys);
    const refs = new RefLabels(deps.db, def, ctx.tenantId);
    // the ids written, kept only where the resource tells the writer of a record something (ResourceHooks.notice)
    const added: string[] | null = repo.tellsNotices ? [] : null;
    return {
      columns: excelColumns(def),
      converter: (columns) => new RowConverter(def, columns, deps.dict, refs, fixed),
      write: (inputs) => repo.addBatch(inputs, ctx, added ? (id) => added.push(id) : undefined),
      note: added ? () => repo.noticesOf(added, ctx, visibleRows(app, req, deps.db as Kysely<DB>)) : undefined,
    };
  });
}

/**
 * The upload, the row loop and the answer of every Excel import: `files[]` (.xls / .xlsx, checked by content),
 * rows through the plan, refused rows into a failure workbook stored under uploads/excel.
 */
export async function importWorkbooks(app: FastifyInstance, req: FastifyRequest, title: string, timeZone: string,
  plan: (fields: Record<string, string>) => ImportPlan | Promise<ImportPlan>): Promise<ApiResult<ImportPartialResult | null>> {
  return withIncomingForm(req, {
    tmpDir: app.fileTmpDir, fileFields: FILE_FIELDS, maxFiles: EXCEL.maxFiles, maxBytes: EXCEL.xlsxMaxBytes,
    tooLarge: (name) => `${name}：文件不能超过 ${EXCEL.xlsxMaxBytes / 1024 / 1024}MB`,
  }, async (form) => {
    if (!form.files.length) throw new BadRequestError('请选择要导入的文件');
    const run = await plan(form.fields);
    const files: ImportFile[] = [];
    for (const f of form.files) files.push(await excelFile(f));
    const failures = new FailureWorkbook(app.fileTmpDir);
    try {
      const counts = await runImport(files, { ...run, failures, tmpDir: app.fileTmpDir });
      if (!counts.total) throw new BusinessError('文件中没有可导入的数据行（第一行是表头，数据从第二行开始）');
      const note = await run.note?.();
      const failurePath = await failures.finish();
      if (!failurePath) return ok(null, EXCEL.imported(counts.success, note));
      const stored = newStoredPath(UPLOAD.excelFolder, 'xlsx', timeZone);
      await app.fileStorage.putFile(stored, failurePath);
      const result: ImportPartialResult = {
        msg: `总上传行数：${counts.total}，已导入行数：${counts.success}，错误行数：${counts.failed}${note ? `。${note}` : ''}`,
        fileUrl: `${UPLOAD.staticPath}/${stored}`,
        fileName: `${title}导入错误数据.xlsx`,
        totalCount: counts.total, successCount: counts.success, errorCount: counts.failed,
      };
      const message = counts.success ? '文件导入成功，但有错误。' : '文件导入失败，所有数据行都有错误。';
      return { ...ok(result, message), code: EXCEL.partialCode };
    } finally {
      await failures.discard();
    }
  });
}
