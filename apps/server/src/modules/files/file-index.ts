import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { newId } from '../../platform/db/ids.ts';

export interface OssFile {
  id: string; fileName: string; url: string; biz: string; fileSize: number;
  createBy: string | null; createTime: number; updateBy: string | null; updateTime: number | null; delFlag: number;
}

export type OssDb = Kysely<DB & { ossFile: OssFile }>;
export const ossDb = (db: Kysely<DB>): OssDb => db as unknown as OssDb;

/**
 * The name a file is listed and downloaded under: the client's own name without any folder part or control
 * characters (it is shown and offered as a download name, never used as a path).
 */
export function displayName(name: string, storedPath: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const clean = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || storedPath.split('/').pop()!;
}

/** Adds a stored file to 文件存储's index (the upload call, the demo's files). */
export async function recordStoredFile(db: Kysely<DB>, f: { url: string; fileName: string; size: number; by: string; at?: number }): Promise<void> {
  await ossDb(db).insertInto('ossFile').values({
    id: newId(), fileName: displayName(f.fileName, f.url), url: f.url, biz: f.url.split('/')[0], fileSize: f.size,
    createBy: f.by, createTime: f.at ?? Date.now(), updateBy: null, updateTime: null, delFlag: 0,
  }).execute();
}
