import type { Kysely } from 'kysely';
import { UPLOAD } from '@foodtrace/contracts';
import type { DB } from '../../platform/db/schema.ts';
import { newId } from '../../platform/db/ids.ts';
import type { FileStorage, StoredFileEntry } from '../../platform/storage/file-storage.ts';

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

interface StoredFileFacts { url: string; fileName: string; size: number; by: string | null; at?: number }

/** The index row of a stored file: listed under its display name, in the folder its path starts with. */
const indexRow = (f: StoredFileFacts): OssFile => ({
  id: newId(), fileName: displayName(f.fileName, f.url), url: f.url, biz: f.url.split('/')[0], fileSize: f.size,
  createBy: f.by, createTime: Math.round(f.at ?? Date.now()), updateBy: null, updateTime: null, delFlag: 0,
});

/** Adds a stored file to 文件存储's index (the upload call, the demo's files). */
export async function recordStoredFile(db: Kysely<DB>, f: StoredFileFacts): Promise<void> {
  await ossDb(db).insertInto('ossFile').values(indexRow(f)).execute();
}

/** Rows read and written per round while indexing: within every database's limit on bound parameters. */
const INDEX_BATCH = 500;

/**
 * Lists in 文件存储 the stored files it does not know yet — those uploaded before the index existed (migration
 * 0230), or put back into the storage from a backup — under their stored name, with their size and time and no
 * uploader. Upload folders only: the server's import-failure workbooks are passing files, not the user's.
 * A path with a row of any kind, deleted too, is known (a deleted file's row is the record of its deletion).
 * Answers how many were added.
 */
export async function indexStoredFiles(db: Kysely<DB>, storage: FileStorage): Promise<number> {
  let added = 0;
  const flush = async (batch: StoredFileEntry[]) => {
    if (!batch.length) return;
    const known = new Set((await ossDb(db).selectFrom('ossFile').select('url').where('url', 'in', batch.map((f) => f.storedPath)).execute()).map((r) => r.url));
    const fresh = batch.filter((f) => !known.has(f.storedPath));
    if (!fresh.length) return;
    await ossDb(db).insertInto('ossFile').values(fresh.map((f) => indexRow({
      url: f.storedPath, fileName: f.storedPath, size: f.size, by: null, at: f.modifiedAt,
    }))).execute();
    added += fresh.length;
  };
  for (const folder of UPLOAD.folders) {
    let batch: StoredFileEntry[] = [];
    for await (const f of storage.list(folder)) {
      batch.push(f);
      if (batch.length === INDEX_BATCH) { await flush(batch); batch = []; }
    }
    await flush(batch);
  }
  return added;
}
