import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What is known of a stored file without reading it. */
export interface StoredFileInfo {
  size: number;
  modifiedAt: number;
}

/** A stored file found by listing a folder. */
export interface StoredFileEntry extends StoredFileInfo {
  storedPath: string;
}

/** A stored file opened for reading. */
export interface StoredFile extends StoredFileInfo {
  stream: Readable;
}

/**
 * Where uploaded and generated files live (DESIGN.md §1: a local folder by default, behind this interface so
 * that an object store can take its place). Paths are relative and checked (stored-path.ts) by the caller and
 * again by the implementation.
 */
export interface FileStorage {
  /** Moves a finished local file (written under the data folder) to `storedPath`. */
  putFile(storedPath: string, localFile: string): Promise<void>;
  /** The file, or undefined when there is none (or the path is not one of ours). */
  open(storedPath: string): Promise<StoredFile | undefined>;
  /** Size and time of the file, or undefined when there is none (as `open`, without opening it). */
  stat(storedPath: string): Promise<StoredFileInfo | undefined>;
  remove(storedPath: string): Promise<void>;
  /** Every file of one folder, at any depth (only paths of our shape: what `open` would serve). */
  list(folder: string): AsyncIterable<StoredFileEntry>;
  /** Deletes the files of one folder last written before `before` (epoch ms); answers how many. */
  purge(folder: string, before: number): Promise<number>;
}

/** Stores bytes made in memory (a generated document) like an upload: a temporary file under `tmpDir`, then putFile. */
export async function putBytes(storage: FileStorage, tmpDir: string, storedPath: string, bytes: Buffer): Promise<void> {
  await fsp.mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `put-${randomBytes(8).toString('hex')}`);
  try {
    await fsp.writeFile(tmp, bytes);
    await storage.putFile(storedPath, tmp);
  } finally {
    await fsp.rm(tmp, { force: true });
  }
}
