import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, BusinessError } from '../errors.ts';

/** One uploaded file, streamed to a temporary file (never held in memory). */
export interface IncomingFile {
  field: string;
  /** The name the browser sent: for messages and the extension only, never for a path. */
  fileName: string;
  tmpPath: string;
  size: number;
}

export interface IncomingForm {
  files: IncomingFile[];
  fields: Record<string, string>;
}

export interface ReceiveOptions {
  tmpDir: string;
  /** Field names that may carry files; other file fields are refused. */
  fileFields: readonly string[];
  maxFiles: number;
  maxBytes: number;
  /** The refusal of a file over `maxBytes` (shown in place by the client). */
  tooLarge: (fileName: string) => string;
}

const LIMIT_ERRORS: Record<string, string> = {
  FST_FILES_LIMIT: '上传的文件数量超出限制',
  FST_PARTS_LIMIT: '表单项过多',
  FST_FIELDS_LIMIT: '表单项过多',
};

/**
 * Reads a multipart request: files go to temporary files under `tmpDir` with the size limit enforced while
 * streaming, text fields are collected. The temporary files are removed after `use` however it ends (a file
 * `use` has moved into storage is simply gone already).
 */
export async function withIncomingForm<T>(req: FastifyRequest, opts: ReceiveOptions, use: (form: IncomingForm) => Promise<T>): Promise<T> {
  if (!req.isMultipart()) throw new BadRequestError('请以 multipart/form-data 方式上传文件');
  await fsp.mkdir(opts.tmpDir, { recursive: true });
  const form: IncomingForm = { files: [], fields: {} };
  try {
    await receive(req, opts, form);
    return await use(form);
  } finally {
    await Promise.all(form.files.map((f) => fsp.rm(f.tmpPath, { force: true })));
  }
}

async function receive(req: FastifyRequest, opts: ReceiveOptions, form: IncomingForm): Promise<void> {
  // throwFileSizeLimit is read by parts() too but missing from its type: the size is checked below instead.
  const options = {
    limits: { fileSize: opts.maxBytes, files: opts.maxFiles, fields: 20, fieldSize: 4096, parts: opts.maxFiles + 20 },
    throwFileSizeLimit: false,
  } as Parameters<FastifyRequest['parts']>[0];
  const parts = req.parts(options);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (!opts.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new BadRequestError(`不支持的文件字段 ${part.fieldname.slice(0, 40)}`);
      }
      const tmpPath = path.join(opts.tmpDir, `${randomBytes(16).toString('hex')}.part`);
      const entry: IncomingFile = { field: part.fieldname, fileName: part.filename ?? '', tmpPath, size: 0 };
      form.files.push(entry);
      await pipeline(part.file, fs.createWriteStream(tmpPath, { mode: 0o600 }));
      if (part.file.truncated) throw new BusinessError(opts.tooLarge(entry.fileName));
      entry.size = (await fsp.stat(tmpPath)).size;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code && Object.hasOwn(LIMIT_ERRORS, code)) throw new BusinessError(LIMIT_ERRORS[code]);
    throw err;
  }
}
