import { updateRecord } from '../../shared/records.ts';
import type { FoodtraceTables, FtKysely } from '../../schema.ts';
import { DAY, HOUR, type DemoData } from './demo-data.ts';

type Row = Record<string, unknown>;
type Table = keyof FoodtraceTables;

/**
 * The everyday corrections of a real plant, made by its people after the records were first written: a price
 * put right, a retained sample moved, a standard's year added, a warehouse changed, an expired ad removed.
 * Each is a real update with its data-log version, so that 数据日志 and every record's 变更记录 show who changed
 * what and when (the accounts are the demo staff of staff.ts; `admin` is the administrator).
 */
export async function corrections(db: FtKysely, d: DemoData): Promise<void> {
  const rows = (table: Table) => (d.tables.get(table) ?? []) as Row[];
  // A correction some hours after the record was made: of the newest records made long enough ago for it to
  // lie in the past (a record of the last minutes cannot have been corrected a day later yet).
  const after = (r: Row, hours: number) => Number(r.createTime) + hours * HOUR;
  const latest = (table: Table, filter: (r: Row) => boolean, n: number, hours: number) => rows(table)
    .filter((r) => filter(r) && after(r, hours) <= d.now - 10 * 60_000)
    .sort((a, b) => Number(b.createTime) - Number(a.createTime)).slice(0, n);

  for (const putin of latest('ftCrudePutin', (r) => r.unitPrice !== null, 2, 3)) {
    await revise(db, 'ftCrudePutin', putin, { unitPrice: 4.42, remark: '按 11 月收购合同价更正单价' }, 'hejing', after(putin, 3));
  }
  for (const check of latest('ftCheckout', (r) => r.sampleLocation !== null, 2, 26)) {
    const moved = String(check.sampleLocation).replace(/-(\d+)$/, (_m, n: string) => `-${String(Number(n) + 10).padStart(2, '0')}`);
    await revise(db, 'ftCheckout', check, { sampleLocation: moved, remark: '冷藏柜除霜，留样移柜' }, 'chenxiaoyan', after(check, 26));
  }
  const milk = rows('ftProduct').find((r) => r.gtin === '0690123450001');
  if (milk) await revise(db, 'ftProduct', milk, { execStandard: 'GB 19645-2010' }, 'wangli', d.now - 20 * DAY);
  const [putaway] = latest('ftFinishPutin', () => true, 1, 2);
  if (putaway) await revise(db, 'ftFinishPutin', putaway, { warehouse: '成品冷库 2 号', remark: '1 号库制冷检修，转 2 号库' }, 'zhenghaibo', after(putaway, 2));
  const expiredAd = rows('ftAd').find((r) => r.status === 'OFFLINE');
  if (expiredAd) await revise(db, 'ftAd', expiredAd, { delFlag: 1 }, 'admin', d.now - 3 * DAY);
}

/** Updates one demo record as `by` at `at` with its data-log version, and keeps the in-memory row in step. */
async function revise(db: FtKysely, table: Table, row: Row, changes: Row, by: string, at: number): Promise<void> {
  await updateRecord(db, table, row as Row & { id: string }, changes, by, at);
  Object.assign(row, changes, { updateBy: by, updateTime: at });
}
