import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';

/** SQLite's file change counter (header bytes 24–27) moves when pages are written into the database file. */
const changeCounter = (file: string) => {
  const fd = fs.openSync(file, 'r');
  try {
    const header = Buffer.alloc(28);
    fs.readSync(fd, header, 0, 28, 0);
    return header.readUInt32BE(24);
  } finally {
    fs.closeSync(fd);
  }
};

const waitFor = async (check: () => boolean, ms = 5_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (check()) return true;
  return check();
};

describe('WAL checkpoints off the event loop', () => {
  let dir = '';
  let handle: Database | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function open() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-ckpt-'));
    const file = path.join(dir, 'db.sqlite');
    handle = await openDatabase({ kind: 'sqlite', url: `sqlite:${file}`, sqliteFile: file });
    await sql`create table t (id integer primary key, v text)`.execute(handle.db);
    return file;
  }

  it('copies committed pages into the database file without the committing connection doing it', async () => {
    const file = await open();
    const { rows } = await sql<{ walAutocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle!.db);
    expect(rows[0].walAutocheckpoint).toBeGreaterThan(1_000); // the main connection no longer checkpoints every 1,000 pages
    const before = changeCounter(file);
    await sql`insert into t (v) values (${'x'.repeat(2_000)})`.execute(handle!.db);
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0);
    expect(await waitFor(() => changeCounter(file) !== before)).toBe(true);
  });

  it('closes its worker with the database, which then removes the WAL', async () => {
    const file = await open();
    for (let i = 0; i < 50; i++) await sql`insert into t (v) values (${String(i)})`.execute(handle!.db);
    await handle!.close();
    handle = undefined;
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });
});
