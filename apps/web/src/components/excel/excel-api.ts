import type { AxiosProgressEvent } from 'axios';
import { EXCEL, type ApiResult, type ImportPartialResult } from '@foodtrace/contracts';
import { downloadFile, http, HttpError } from '@/lib/http';

export interface ImportFields {
  /** spec §7.3: from biz, when given. */
  isSingleTableImport?: string;
  /** spec §7.3: when given; an object is sent as JSON. */
  foreignKeys?: string | Record<string, unknown>;
}

/**
 * POST multipart to the import url with files[] (one part per file) and the optional fields (spec §7.3).
 * Imports of many rows take longer than the 9000 ms of ordinary calls: this one waits EXCEL.timeoutMs.
 * Resolves with the envelope; an HTTP failure resolves with the server's envelope when there is one.
 */
export async function postImport(url: string, files: File[], fields: ImportFields,
  onUploadProgress?: (percent: number) => void): Promise<ApiResult<ImportPartialResult | null> | null> {
  const form = new FormData();
  for (const f of files) form.append(EXCEL.field, f, f.name);
  if (fields.isSingleTableImport) form.append('isSingleTableImport', fields.isSingleTableImport);
  if (fields.foreignKeys) {
    form.append('foreignKeys', typeof fields.foreignKeys === 'string' ? fields.foreignKeys : JSON.stringify(fields.foreignKeys));
  }
  try {
    const res = await http.post<ApiResult<ImportPartialResult | null>>(url, form, {
      timeout: EXCEL.timeoutMs,
      onUploadProgress: (e: AxiosProgressEvent) => { if (e.total) onUploadProgress?.((e.loaded / e.total) * 100); },
    });
    return res.data;
  } catch (err) {
    if (err instanceof HttpError) return (err.envelope as ApiResult<null> | null) ?? null;
    throw err;
  }
}

/** GET the export url with the list params (spec §7.3), reporting the bytes received so far. */
export function getExport(url: string, params: Record<string, unknown>, onBytes?: (loaded: number) => void): Promise<ApiResult<Blob | null>> {
  return downloadFile(url, params, undefined, { timeout: EXCEL.timeoutMs, onDownloadProgress: (e) => onBytes?.(e.loaded) });
}
