import path from 'node:path';
import { z } from 'zod';
import { UPLOAD } from '@foodtrace/contracts';

/**
 * The files module's settings, read from the environment beside the main configuration:
 * - UPLOAD_MAX_SIZE: largest upload, as bytes or with a unit (`10MB`, `512KB`); default 10 MB.
 * - UPLOAD_DIR: the storage root; default DATA_DIR/uploads.
 * Temporary files go to DATA_DIR/tmp, on the same disk as the storage, so finishing an upload is a rename.
 */
export interface FilesConfig {
  maxBytes: number;
  storageRoot: string;
  tmpDir: string;
}

const UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

export function parseSize(text: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)?$/i.exec(text.trim());
  if (!m) throw new Error(`UPLOAD_MAX_SIZE 无法识别: ${text}`);
  const bytes = Math.floor(Number(m[1]) * UNITS[(m[2] ?? 'B').toUpperCase()]);
  if (bytes < 1) throw new Error('UPLOAD_MAX_SIZE 必须大于 0');
  return bytes;
}

const Env = z.object({ UPLOAD_MAX_SIZE: z.string().optional(), UPLOAD_DIR: z.string().optional() });

export function filesConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): FilesConfig {
  const e = Env.parse(env);
  return {
    maxBytes: e.UPLOAD_MAX_SIZE ? parseSize(e.UPLOAD_MAX_SIZE) : UPLOAD.maxBytes,
    storageRoot: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    tmpDir: path.join(dataDir, 'tmp'),
  };
}

/** "10MB" for messages. */
export function sizeText(bytes: number): string {
  if (bytes >= UNITS.MB) return `${+(bytes / UNITS.MB).toFixed(1)}MB`;
  if (bytes >= UNITS.KB) return `${+(bytes / UNITS.KB).toFixed(1)}KB`;
  return `${bytes}B`;
}
