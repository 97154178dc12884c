import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import * as m0325 from './0325-foodtrace-transit-temperature.ts';
import * as m0326 from './0326-foodtrace-trip-reading.ts';

describe('migration 0326: the readings of shipments and deliveries in one table', () => {
  let db: Kysely<unknown> | undefined;
  afterEach(async () => { await db?.destroy(); });

  it('moves every shipment reading as it was, deleted ones too, and gives intakes a 在途温度 of NONE', async () => {
    db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    await sql`CREATE TABLE ft_shipment (id varchar(32) PRIMARY KEY)`.execute(db);
    await sql`CREATE TABLE ft_crude_putin (id varchar(32) PRIMARY KEY)`.execute(db);
    await m0325.up(db);
    await sql`INSERT INTO ft_crude_putin (id) VALUES ('P1')`.execute(db);
    await sql`INSERT INTO ft_shipment_reading (id, shipment_id, probe, read_time, celsius, create_by, create_time, update_by, update_time, del_flag) VALUES
      ('R1', 'S1', '温度1', 1000, 4.25, 'hejing', 5000, NULL, NULL, 0), ('R2', 'S1', '温度1', 2000, 7.5, 'hejing', 5000, 'admin', 6000, 1)`.execute(db);
    await m0326.up(db);
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ft_trip_reading ORDER BY id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 'R1', trip_kind: 'SHIPMENT', trip_id: 'S1', probe: '温度1', read_time: 1000, celsius: 4.25, create_by: 'hejing', create_time: 5000, update_by: null, update_time: null, del_flag: 0 },
      { id: 'R2', trip_kind: 'SHIPMENT', trip_id: 'S1', probe: '温度1', read_time: 2000, celsius: 7.5, create_by: 'hejing', create_time: 5000, update_by: 'admin', update_time: 6000, del_flag: 1 },
    ]);
    await expect(sql`SELECT 1 FROM ft_shipment_reading`.execute(db)).rejects.toThrow(/no such table/);
    expect((await sql<{ transit_state: string; transit_outside_minutes: number | null }>`SELECT transit_state, transit_outside_minutes FROM ft_crude_putin`.execute(db)).rows)
      .toEqual([{ transit_state: 'NONE', transit_outside_minutes: null }]);
  });
});
