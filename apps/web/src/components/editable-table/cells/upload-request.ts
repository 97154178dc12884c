import { UPLOAD } from '@foodtrace/contracts';
import { http, HttpError } from '@/lib/http';
import type { CellUploader } from '../store/table-controller';
import { responsePath, uploadErrorMessage } from '../logic/upload-value';

/**
 * A photo over a slow line takes longer than the 9000 ms of ordinary calls (10 MB at 1 Mbit/s is 80 s): cell
 * uploads wait as long as the upload widgets do (components/upload).
 */
const CELL_UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * The built-in cell upload (spec §7.3): multipart `biz` (column.props.biz, default 'temp', spec §9), `isup=1`
 * and the file in field `file`, to column.action or POST /sys/common/upload. The token goes only when the
 * column asks for it (spec §6). Failures are shown in the cell (spec §8), so the http client's catalogue
 * notice is skipped.
 */
export const defaultCellUploader: CellUploader = async (file, column, onProgress) => {
  const form = new FormData();
  form.append('biz', typeof column.props?.biz === 'string' ? column.props.biz : UPLOAD.defaultFolder);
  form.append('isup', '1');
  form.append(UPLOAD.field, file, file.name);
  let body: unknown;
  try {
    const res = await http.post(column.action ?? UPLOAD.path, form, {
      timeout: CELL_UPLOAD_TIMEOUT_MS,
      skipErrorHandler: true,
      omitToken: !column.token,
      onUploadProgress: (e) => onProgress(e.total ? Math.min(99, (e.loaded / e.total) * 100) : 0),
    });
    body = res.data;
  } catch (err) {
    const message = err instanceof HttpError ? uploadErrorMessage(err.envelope ?? { message: err.message }) : uploadErrorMessage(undefined);
    throw new Error(message, { cause: err });
  }
  const ok = body && typeof body === 'object' && (body as { success?: unknown }).success === true;
  const path = ok ? responsePath(body, column.responseName) : undefined;
  if (!path) throw new Error(uploadErrorMessage(body));
  return path;
};
