import type { UploadFile } from 'antd';
import { UPLOAD, isPublicStoredPath } from '@foodtrace/contracts';
import { UPLOAD_TEXT } from './texts';

/**
 * The uploaders' rules as pure functions (spec §3 Uploaded file value, §4 Upload, §5): the value is the stored
 * paths joined by commas; a list item carries the server's answer in `response` (success, message = the
 * stored path, status 'history' for files that were already saved).
 */
export interface UploadAnswer { success: boolean; message: string; status?: 'history' }
export type UploadItem = UploadFile<UploadAnswer | string>;

export function pathsOf(value: string | null | undefined): string[] {
  return (value ?? '').split(',').map((p) => p.trim()).filter(Boolean);
}

/** The last segment of a stored path (or URL), as a file name. */
export function nameOfPath(path: string): string {
  return decodeURIComponent(path.split(/[\\/]/).pop()?.split('?')[0] ?? path);
}

/** Saved paths → list items marked 'history' (spec §3), in the order of the value. */
export function itemsFromValue(value: string | null | undefined): UploadItem[] {
  return pathsOf(value).map((path, i) => ({
    uid: `history-${i}-${path}`,
    name: nameOfPath(path),
    status: 'done',
    response: { success: true, message: path, status: 'history' },
  }));
}

/** The stored path of a finished item (the response's message), or undefined. */
export function pathOfItem(item: UploadItem): string | undefined {
  const r = item.response;
  return item.status === 'done' && r && typeof r === 'object' && r.success ? r.message : undefined;
}

/**
 * spec §4: after done or removed, the combined value is emitted only if every file is done — while one is
 * uploading or has failed there is nothing to emit (undefined). No files: the empty value.
 */
export function combinedValue(items: UploadItem[]): string | undefined {
  if (items.some((i) => i.status !== 'done' || !pathOfItem(i))) return undefined;
  return items.map((i) => pathOfItem(i)).join(',');
}

/** spec §3 object form of an uploaded file. */
export interface StoredFileInfo { fileName: string; filePath: string; fileSize?: number }

export function storedFiles(items: UploadItem[]): StoredFileInfo[] {
  return items.flatMap((i) => {
    const filePath = pathOfItem(i);
    return filePath ? [{ fileName: i.name, filePath, fileSize: i.size }] : [];
  });
}

/** spec §4: the error shown for a failed file — the response's message, default '未知错误'. */
export function errorMessageOf(response: unknown): string {
  if (typeof response === 'string' && response.trim()) return response;
  const message = (response as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : UPLOAD_TEXT.unknownError;
}

/** spec §4: a maximum count N > 0 keeps only the last N files; 0 means no limit (spec §9). */
export function keepLast<T>(items: T[], max: number): T[] {
  return max > 0 && items.length > max ? items.slice(-max) : items;
}

export type MoveResult<T> = { items: T[] } | { warning: string };

/** spec §4/§5: move one image left or right by one position; the ends warn instead of moving. */
export function moveItem<T>(items: T[], index: number, direction: 'left' | 'right'): MoveResult<T> {
  if (direction === 'left' && index <= 0) return { warning: UPLOAD_TEXT.unknownOperation };
  if (direction === 'right' && index >= items.length - 1) return { warning: UPLOAD_TEXT.alreadyLast };
  if (index < 0 || index >= items.length) return { warning: UPLOAD_TEXT.unknownOperation };
  const to = direction === 'left' ? index - 1 : index + 1;
  const next = [...items];
  [next[index], next[to]] = [next[to], next[index]];
  return { items: next };
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** spec §5: what an image-only uploader accepts (by type, else by extension); never SVG. */
export function isImageFile(file: { type?: string; name: string }): boolean {
  const ext = extensionOf(file.name);
  if (!(UPLOAD.imageExts as readonly string[]).includes(ext)) return false;
  return !file.type || file.type.startsWith('image/');
}

/** Stored paths in the public folders may be shown with a plain URL; others need the session (see server). */
export function isPublicPath(path: string): boolean {
  if (/^https?:\/\//i.test(path)) return true;
  return isPublicStoredPath(path);
}

/** What the cell tooltip says for an item's status (spec §8: 上传失败, 上传中(N%), 上传完成). */
export function statusText(item: Pick<UploadItem, 'status' | 'percent'>): string {
  if (item.status === 'error') return UPLOAD_TEXT.statusError;
  if (item.status === 'uploading') return UPLOAD_TEXT.statusUploading(item.percent ?? 0);
  return UPLOAD_TEXT.statusDone;
}
