import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const FLUSH_EVERY = 5000;
const CACHE_SIZE = 5000;

/**
 * A workbook's shared-string table (Excel stores each distinct text once and cells point at it by number),
 * kept on disk in a throw-away SQLite file instead of in memory: a file of a million distinct names then
 * costs disk, not heap (DESIGN.md §8: import memory must not grow with the file). Repeated texts — dictionary
 * labels, units — are served from a small cache.
 */
export class SharedStringStore {
  private readonly db: SQLite.Database;
  private readonly insert: SQLite.Statement<[number, string]>;
  private readonly select: SQLite.Statement<[number], { t: string }>;
  private pending: Array<[number, string]> = [];
  private readonly cache = new Map<number, string>();
  private readonly file: string;

  constructor(tmpDir: string) {
    fs.mkdirSync(tmpDir, { recursive: true });
    this.file = path.join(tmpDir, `sst-${randomBytes(8).toString('hex')}.sqlite`);
    this.db = new SQLite(this.file);
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.exec('create table s (i integer primary key, t text not null)');
    this.insert = this.db.prepare('insert or replace into s (i, t) values (?, ?)');
    this.select = this.db.prepare('select t from s where i = ?');
  }

  add(index: number, text: string): void {
    this.pending.push([index, text]);
    if (this.pending.length >= FLUSH_EVERY) this.flush();
  }

  private flush(): void {
    if (!this.pending.length) return;
    const rows = this.pending;
    this.pending = [];
    this.db.transaction(() => { for (const [i, t] of rows) this.insert.run(i, t); })();
  }

  get(index: number): string | undefined {
    this.flush();
    const hit = this.cache.get(index);
    if (hit !== undefined) return hit;
    const text = this.select.get(index)?.t;
    if (text !== undefined) {
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(index, text);
    }
    return text;
  }

  close(): void {
    this.db.close();
    fs.rmSync(this.file, { force: true });
  }
}
