import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import * as m0337 from './0337-foodtrace-production-line.ts';

describe('migration 0337: the register of the lines from the lines the records name', () => {
  let db: Kysely<unknown> | undefined;
  afterEach(async () => { await db?.destroy(); });

  it('registers each line once, as written without spaces around it; a line with cleanings keeps the 24-hour window and its last verified one', async () => {
    db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    await sql`CREATE TABLE ft_process (id varchar(32) PRIMARY KEY, line varchar(50), del_flag integer NOT NULL DEFAULT 0)`.execute(db);
    await sql`CREATE TABLE ft_cleaning (id varchar(32) PRIMARY KEY, line varchar(50) NOT NULL, end_time bigint NOT NULL, result varchar(10) NOT NULL, del_flag integer NOT NULL DEFAULT 0)`.execute(db);
    await sql`INSERT INTO ft_process (id, line, del_flag) VALUES ('P1', '1号灌装线', 0), ('P2', ' 1号灌装线 ', 0), ('P3', '旧线', 1), ('P4', NULL, 0), ('P5', '发酵线', 0)`.execute(db);
    await sql`INSERT INTO ft_cleaning (id, line, end_time, result, del_flag) VALUES
      ('C1', '1号灌装线', 1000, 'PASS', 0), ('C2', '1号灌装线', 3000, 'FAIL', 0), ('C3', '1号灌装线', 5000, 'PASS', 1),
      ('C4', '预处理线', 2000, 'FAIL', 0)`.execute(db);
    await m0337.up(db);
    const lines = await sql<Record<string, unknown>>`SELECT name, clean_hours, last_cleaned, status, create_by, del_flag FROM ft_production_line ORDER BY name`.execute(db);
    expect(lines.rows).toEqual([
      { name: '1号灌装线', clean_hours: 24, last_cleaned: 1000, status: 'ACTIVE', create_by: 'system', del_flag: 0 },
      { name: '发酵线', clean_hours: null, last_cleaned: null, status: 'ACTIVE', create_by: 'system', del_flag: 0 },
      // a deleted run's line too: the record still names it
      { name: '旧线', clean_hours: null, last_cleaned: null, status: 'ACTIVE', create_by: 'system', del_flag: 0 },
      // judged by its failed cleaning: it had one on file, none verified
      { name: '预处理线', clean_hours: 24, last_cleaned: null, status: 'ACTIVE', create_by: 'system', del_flag: 0 },
    ]);
    expect((await sql<{ line: string }>`SELECT line FROM ft_process WHERE id = 'P2'`.execute(db)).rows[0].line).toBe('1号灌装线');
  });
});
