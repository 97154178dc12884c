import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import * as m0328 from './0328-foodtrace-transit-reviewed.ts';

describe('migration 0328: 超温待评估 and 超温已评估', () => {
  let db: Kysely<unknown> | undefined;
  afterEach(async () => { await db?.destroy(); });

  const setUp = async (excursionText: string) => {
    db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    await sql`CREATE TABLE sys_dict (id varchar(32) PRIMARY KEY, dict_code varchar(100))`.execute(db);
    await sql`CREATE TABLE sys_dict_item (id varchar(32) PRIMARY KEY, dict_id varchar(32), item_text varchar(100), item_value varchar(100), description varchar(255),
      sort_order integer, status integer, create_by varchar(50), create_time bigint, update_by varchar(50), update_time bigint)`.execute(db);
    await sql`INSERT INTO sys_dict VALUES ('D1', 'ft_transit_state')`.execute(db);
    for (const [i, [value, text]] of [['WITHIN', '符合'], ['EXCURSION', excursionText], ['NONE', '未导入'], ['UNJUDGED', '无温控要求']].entries()) {
      await sql`INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status) VALUES (${`I${i}`}, 'D1', ${text}, ${value}, ${i + 1}, 1)`.execute(db);
    }
    for (const table of ['ft_shipment', 'ft_crude_putin']) await sql`CREATE TABLE ${sql.table(table)} (id varchar(32) PRIMARY KEY, transit_state varchar(20))`.execute(db);
    await sql`CREATE TABLE ft_trip_reading (trip_id varchar(32), create_time bigint, del_flag integer)`.execute(db);
    await sql`CREATE TABLE ft_trip_review (trip_id varchar(32), reviewed_through bigint, del_flag integer)`.execute(db);
    return db;
  };

  it('adds 超温已评估 after the renamed 超温, and marks reviewed the trips a decision followed the latest import of', async () => {
    const db = await setUp('超温');
    // S1 decided after its import; S2 reopened by a later file; P1 decided; P2 decided, then the decision deleted; P3 within limits
    await sql`INSERT INTO ft_shipment VALUES ('S1', 'EXCURSION'), ('S2', 'EXCURSION')`.execute(db);
    await sql`INSERT INTO ft_crude_putin VALUES ('P1', 'EXCURSION'), ('P2', 'EXCURSION'), ('P3', 'WITHIN')`.execute(db);
    await sql`INSERT INTO ft_trip_reading VALUES ('S1', 100, 0), ('S2', 100, 0), ('S2', 300, 0), ('P1', 100, 0), ('P1', 900, 1), ('P2', 100, 0), ('P3', 100, 0)`.execute(db);
    await sql`INSERT INTO ft_trip_review VALUES ('S1', 100, 0), ('S2', 100, 0), ('P1', 100, 0), ('P2', 100, 1), ('P3', 100, 0)`.execute(db);
    await m0328.up(db);
    const items = await sql<{ item_value: string; item_text: string; sort_order: number }>`SELECT item_value, item_text, sort_order FROM sys_dict_item ORDER BY sort_order`.execute(db);
    expect(items.rows.map((r) => [r.sort_order, r.item_value, r.item_text])).toEqual([
      [1, 'WITHIN', '符合'], [2, 'EXCURSION', '超温待评估'], [3, 'REVIEWED', '超温已评估'], [4, 'NONE', '未导入'], [5, 'UNJUDGED', '无温控要求'],
    ]);
    const states = async (table: string) => (await sql<{ id: string; transit_state: string }>`SELECT id, transit_state FROM ${sql.table(table)} ORDER BY id`.execute(db)).rows;
    expect(await states('ft_shipment')).toEqual([{ id: 'S1', transit_state: 'REVIEWED' }, { id: 'S2', transit_state: 'EXCURSION' }]);
    expect(await states('ft_crude_putin')).toEqual([{ id: 'P1', transit_state: 'REVIEWED' }, { id: 'P2', transit_state: 'EXCURSION' }, { id: 'P3', transit_state: 'WITHIN' }]);
  });

  it('keeps an administrator\'s own word for an excursion', async () => {
    const db = await setUp('温度异常');
    await m0328.up(db);
    const items = await sql<{ item_value: string; item_text: string }>`SELECT item_value, item_text FROM sys_dict_item WHERE item_value IN ('EXCURSION', 'REVIEWED') ORDER BY sort_order`.execute(db);
    expect(items.rows).toEqual([{ item_value: 'EXCURSION', item_text: '温度异常' }, { item_value: 'REVIEWED', item_text: '超温已评估' }]);
  });
});
