import type { EditableColumn } from '../types';
import { TABLE_TEXT } from '../texts';

/** An upload cell's progress (spec §4 Upload): uploading with percent, then done or error. */
export interface UploadMeta {
  status: 'uploading' | 'done' | 'error';
  percent: number;
  name: string;
  message?: string;
}

/** spec §3: in a cell the value is a comma-separated list of stored paths; the first is shown. */
export function uploadPaths(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

/** How many paths the cell keeps: fieldExtendJson.uploadnum (spec §3), default 1. */
export function uploadLimit(column: EditableColumn): number {
  let ext = column.fieldExtendJson;
  if (typeof ext === 'string') {
    try {
      ext = JSON.parse(ext) as { uploadnum?: number };
    } catch {
      ext = undefined;
    }
  }
  const n = Number((ext as { uploadnum?: unknown } | undefined)?.uploadnum);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** spec §4 Upload: with a maximum N, only the last N files are kept. */
export function appendPath(value: unknown, path: string, limit: number): string {
  return [...uploadPaths(value), path].slice(-Math.max(1, limit)).join(',');
}

/** spec §8: 上传失败, 上传中(N%), 上传完成. */
export function uploadTooltip(meta: UploadMeta | undefined): string | null {
  if (!meta) return null;
  if (meta.status === 'error') return TABLE_TEXT.uploadFailed;
  if (meta.status === 'uploading') return TABLE_TEXT.uploading(Math.round(meta.percent));
  return TABLE_TEXT.uploadDone;
}

/** spec §7.3: the path is in the answer's field named by responseName (default message). */
export function responsePath(body: unknown, responseName = 'message'): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const path = (body as Record<string, unknown>)[responseName];
  return typeof path === 'string' && path ? path : undefined;
}

/** spec §4 Upload: the error is the response's message, default '未知错误'. */
export function uploadErrorMessage(body: unknown): string {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : TABLE_TEXT.unknownError;
}

export function fileNameOf(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/**
 * spec §9 ellipsis: a text longer than `length` is cut and ends with '…'. With `weighted` non-ASCII
 * characters count as 2 (the ellipsis widget); file names are cut by characters (spec §9: file name 5).
 */
export function ellipsis(text: string, length: number, weighted = true): string {
  let used = 0;
  for (let i = 0; i < text.length; i++) {
    used += weighted && text.charCodeAt(i) > 127 ? 2 : 1;
    if (used > length) return `${text.slice(0, i)}…`;
  }
  return text;
}
