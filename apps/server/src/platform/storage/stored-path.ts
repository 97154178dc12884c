import { randomBytes } from 'node:crypto';
import { formatDay } from '../db/time.ts';

/**
 * Stored paths are relative, server-made names (`temp/20261105/<32 hex>.png`). Anything a request names is read
 * through this check before it comes near the file system (DESIGN.md §5 rule 7; reference/JEECG.md §5 #31–33:
 * `biz=../../x`, bare `..`, backslashes). The storage additionally checks that the resolved path stays under its
 * root, so both would have to fail for a traversal to work.
 */
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const FILE_NAME = /^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9]{1,10})?$/;
const MAX_DEPTH = 5;

/** The path if it is a safe relative path, else null. Never "repairs" a path: `a/../b` is refused, not `b`. */
export function checkStoredPath(input: string): string | null {
  if (!input || input.length > 255) return null;
  // Backslashes, drive letters, NUL and percent signs (double encoding) are never part of a name we make.
  if (/[\\:\0%]/.test(input) || input.startsWith('/')) return null;
  const parts = input.split('/');
  if (parts.length < 2 || parts.length > MAX_DEPTH) return null;
  const file = parts.pop()!;
  if (!FILE_NAME.test(file) || !parts.every((p) => SEGMENT.test(p))) return null;
  return input;
}

/** The lower-case extension of a stored path or a file name ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The folder (first segment) of a checked stored path. */
export function folderOf(storedPath: string): string {
  return storedPath.split('/')[0];
}

/** `<folder>/<yyyyMMdd>/<128 random bits>.<ext>`: the server chooses every part of a stored file's name. */
export function newStoredPath(folder: string, ext: string, timeZone: string, now = Date.now()): string {
  const day = formatDay(now, timeZone).replace(/-/g, '');
  return `${folder}/${day}/${randomBytes(16).toString('hex')}.${ext}`;
}
