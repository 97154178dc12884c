import { appendNewRowsDataLog } from '../../../../platform/audit/data-log.ts';
import { newId } from '../../../../platform/db/ids.ts';
import { LOT_KIND } from '@foodtrace/contracts';
import { isDepartmentOwned, tableName } from '../../shared/records.ts';
import type { FoodtraceTables, FtKysely } from '../../schema.ts';

type Row = Record<string, unknown>;
type Table = keyof FoodtraceTables;

export const SEEDER = 'system';
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

const QA = 'A01A01';
const PRODUCTION = 'A01A02';
const WAREHOUSE = 'A01A03';

/**
 * Which of the demo company's departments (system/seed/demo.ts) did a record's work: goods in and out by
 * 仓储物流部, making and coding by 生产部, checking, recalls and documents by 质量管理部. A 本部门 data rule
 * then shows each department its own records.
 */
const DEPARTMENT_OF: Partial<Record<Table, (row: Row) => string>> = {
  ftCrudePutin: () => WAREHOUSE, ftFinishPutin: () => WAREHOUSE, ftShipment: () => WAREHOUSE, ftShipmentLine: () => WAREHOUSE,
  ftLot: (r) => (r.lotKind === LOT_KIND.raw ? WAREHOUSE : PRODUCTION), ftProcess: () => PRODUCTION, ftCodeBatch: () => PRODUCTION,
  ftTraceCode: () => PRODUCTION, ftCheckout: () => QA, ftRecall: () => QA, ftFile: () => QA,
};

/** A reproducible random sequence (mulberry32): the demo looks the same on every fresh install. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A file the demo's records point at (a photo, a report): written to the file storage with the rows. */
export interface DemoFile { path: string; bytes: () => Buffer }

/** The demo's rows, collected in memory table by table and written in a few multi-row inserts; and its files. */
export class DemoData {
  readonly tables = new Map<Table, Row[]>();
  readonly files: DemoFile[] = [];
  /** Tables of business records (made by `add`): their rows get their first data-log version, as any record does. */
  private readonly records = new Set<Table>();

  constructor(readonly now: number, readonly tz: string, readonly rnd: () => number) {}

  /** A business record made by the seed at `at` (who and when, live). */
  add<T extends Row>(table: Table, values: T, at: number): T & { id: string } {
    this.records.add(table);
    const row: Row = { id: newId(), ...values, createBy: SEEDER, createTime: at, updateBy: null, updateTime: null, delFlag: 0 };
    if (isDepartmentOwned(table)) {
      const department = DEPARTMENT_OF[table];
      if (!department) throw new Error(`the demo says of no department who adds ${table}`);
      row.sysOrgCode = department(values);
    }
    return this.raw(table, row as T);
  }

  /** A row as given (logs, which have no audit columns). */
  raw<T extends Row>(table: Table, row: T): T & { id: string } {
    const withId = { id: newId(), ...row };
    const list = this.tables.get(table) ?? [];
    if (!list.length) this.tables.set(table, list);
    list.push(withId);
    return withId;
  }

  /** A stored file of the demo, made only when the seed writes it; answers its stored path for the record. */
  file(path: string, bytes: () => Buffer): string {
    this.files.push({ path, bytes });
    return path;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rnd() * list.length)];
  }

  between(min: number, max: number, decimals = 0): number {
    const f = 10 ** decimals;
    return Math.round((min + this.rnd() * (max - min)) * f) / f;
  }

  async write(db: FtKysely): Promise<void> {
    for (const [table, rows] of this.tables) {
      const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      const full = rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null])));
      const chunk = Math.max(1, Math.floor(2000 / columns.length));
      for (let i = 0; i < full.length; i += chunk) {
        await (db as unknown as { insertInto(t: string): { values(v: Row[]): { execute(): Promise<unknown> } } }).insertInto(table).values(full.slice(i, i + chunk)).execute();
      }
      if (this.records.has(table)) await appendNewRowsDataLog(db, tableName(table), full as Array<Row & { id: string }>, SEEDER);
    }
  }
}
