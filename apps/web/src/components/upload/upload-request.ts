import type { ApiResult } from '@foodtrace/contracts';
import { UPLOAD } from '@foodtrace/contracts';
import { downloadFile, http, HttpError } from '@/lib/http';
import { fileAccessUrl } from '@/lib/file-url';
import { isPublicPath } from './upload-value';

/** Uploads take longer than the 9000 ms of ordinary calls on a slow line (10 MB at 1 Mbit/s is 80 s). */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface UploadOptions {
  file: Blob & { name?: string };
  /** spec §3: storage folder, default 'temp'. */
  biz?: string;
  /** Extra fields (spec §7.3: `jeditor` for editor images, `isup` for table cells). */
  fields?: Record<string, string>;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /sys/common/upload through the app's http client (token, tenant, error catalogue), with upload progress.
 * Resolves with the envelope — `message` holds the stored path on success; an HTTP failure resolves with the
 * server's envelope when there is one, so the caller shows its message.
 */
export async function uploadFile({ file, biz = UPLOAD.defaultFolder, fields = {}, onProgress, signal }: UploadOptions): Promise<ApiResult<string | null>> {
  const form = new FormData();
  form.append('biz', biz);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(UPLOAD.field, file, file.name ?? 'file');
  try {
    const res = await http.post<ApiResult<string | null>>(UPLOAD.path, form, {
      timeout: UPLOAD_TIMEOUT_MS,
      signal,
      onUploadProgress: (e) => { if (e.total) onProgress?.(Math.min(99, (e.loaded / e.total) * 100)); },
    });
    onProgress?.(100);
    return res.data;
  } catch (err) {
    const envelope = err instanceof HttpError ? (err.envelope as ApiResult<null> | null) : null;
    if (envelope && typeof envelope.message === 'string') return envelope;
    throw err;
  }
}

/** The static path of a stored file, below the API base (for the http client). */
export function staticPath(path: string): string {
  return `${UPLOAD.staticPath}/${path.replace(/^\/+/, '')}`;
}

/** Downloads a stored file with the session (works for private folders, where a plain link cannot). */
export function downloadStoredFile(path: string, name?: string): Promise<unknown> {
  if (/^https?:\/\//i.test(path)) {
    window.open(path, '_blank', 'noopener');
    return Promise.resolve();
  }
  return downloadFile(staticPath(path), undefined, name);
}

/**
 * An address an <img> can show: public folders and absolute URLs directly (spec §7.3 static domain joining);
 * private folders as an object URL of the file fetched with the session (the caller revokes it).
 */
export async function displayUrl(path: string): Promise<{ url: string; revoke?: () => void }> {
  if (isPublicPath(path)) return { url: fileAccessUrl(path)! };
  const res = await http.get<Blob>(staticPath(path), { responseType: 'blob', skipErrorHandler: true });
  const url = URL.createObjectURL(res.data);
  return { url, revoke: () => URL.revokeObjectURL(url) };
}
