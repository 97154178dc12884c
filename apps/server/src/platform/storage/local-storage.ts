import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile, StoredFileEntry, StoredFileInfo } from './file-storage.ts';
import { checkStoredPath } from './stored-path.ts';

/**
 * The default storage: a folder (DATA_DIR/uploads). Every path is checked twice — by shape, then by where it
 * resolves to, following symbolic links — so nothing outside the root is ever read or written.
 */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    fs.mkdirSync(this.root, { recursive: true });
  }

  /** The absolute path of a stored path, or null when it is malformed or would leave the root. */
  resolve(storedPath: string): string | null {
    const checked = checkStoredPath(storedPath);
    if (!checked) return null;
    const full = path.resolve(this.root, checked);
    return full.startsWith(this.root + path.sep) ? full : null;
  }

  async putFile(storedPath: string, localFile: string): Promise<void> {
    const full = this.resolve(storedPath);
    if (!full) throw new Error(`refused stored path ${storedPath}`);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    try {
      await fsp.rename(localFile, full);
    } catch (err) {
      // The temporary folder may sit on another file system (EXDEV): copy, then drop the original.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await fsp.copyFile(localFile, full);
      await fsp.rm(localFile, { force: true });
    }
  }

  async open(storedPath: string): Promise<StoredFile | undefined> {
    const found = await this.locate(storedPath);
    return found && { stream: fs.createReadStream(found.real), size: found.size, modifiedAt: found.modifiedAt };
  }

  async stat(storedPath: string): Promise<StoredFileInfo | undefined> {
    const found = await this.locate(storedPath);
    return found && { size: found.size, modifiedAt: found.modifiedAt };
  }

  /** The real path and facts of a stored file that is there, inside the root (symbolic links followed). */
  private async locate(storedPath: string): Promise<(StoredFileInfo & { real: string }) | undefined> {
    const full = this.resolve(storedPath);
    if (!full) return undefined;
    try {
      const real = await fsp.realpath(full);
      if (!real.startsWith((await fsp.realpath(this.root)) + path.sep)) return undefined;
      const stat = await fsp.stat(real);
      return stat.isFile() ? { real, size: stat.size, modifiedAt: stat.mtimeMs } : undefined;
    } catch {
      return undefined;
    }
  }

  async remove(storedPath: string): Promise<void> {
    const full = this.resolve(storedPath);
    if (full) await fsp.rm(full, { force: true });
  }

  async *list(folder: string): AsyncIterable<StoredFileEntry> {
    const dir = path.resolve(this.root, folder);
    if (!dir.startsWith(this.root + path.sep)) return;
    const walk = async function* (d: string, root: string): AsyncIterable<StoredFileEntry> {
      const entries = await fsp.readdir(d, { withFileTypes: true }).catch(() => []);
      for (const e of entries) {
        const full = path.join(d, e.name);
        const storedPath = path.relative(root, full).split(path.sep).join('/');
        if (e.isDirectory()) yield* walk(full, root);
        // symbolic links and oddly named files are not ours: `open` would not serve them either
        else if (e.isFile() && checkStoredPath(storedPath)) {
          const stat = await fsp.stat(full).catch(() => undefined);
          if (stat) yield { storedPath, size: stat.size, modifiedAt: stat.mtimeMs };
        }
      }
    };
    yield* walk(dir, this.root);
  }

  async purge(folder: string, before: number): Promise<number> {
    let removed = 0;
    for await (const f of this.list(folder)) {
      if (f.modifiedAt >= before) continue;
      await this.remove(f.storedPath);
      removed += 1;
    }
    return removed;
  }
}
