import { appendNewRowsDataLog } from '../../../../platform/audit/data-log.ts';
import { newId } from '../../../../platform/db/ids.ts';
import { LOT_KIND } from '@foodtrace/contracts';
import { isDepartmentOwned, tableName } from '../../shared/records.ts';
import { STAFF_DEPARTMENT } from './staff.ts';
import type { FoodtraceTables, FtKysely } from '../../schema.ts';

type Row = Record<string, unknown>;
type Table = keyof FoodtraceTables;

export const SEEDER = 'system';
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** Who of the plant's people (staff.ts) entered an inspection, by the inspector it names: an outside laboratory's report, the QA manager. */
const INSPECTION_CLERK: Record<string, string> = { 陈晓燕: 'chenxiaoyan', 周明: 'zhouming' };

/**
 * Who did a record's work, so that its history and its department (ResourceDef.departmentOwned) read as a
 * plant's would: goods in by the warehouse keeper and out by his colleague (仓储物流部), runs by the production
 * supervisor and labels by his colleague (生产部), inspections by the inspectors, recalls and documents by the
 * QA manager (质量管理部). Master data and the lines behind a record stay the seed's own (系统).
 */
const AUTHOR_OF: Partial<Record<Table, (row: Row) => string>> = {
  ftCrudePutin: () => 'zhenghaibo', ftFinishPutin: () => 'zhenghaibo', ftLotDisposal: () => 'zhenghaibo', ftShipment: () => 'hejing', ftShipmentLine: () => 'hejing',
  ftLot: (r) => (r.lotKind === LOT_KIND.raw ? 'zhenghaibo' : 'xuzhiqiang'), ftProcess: () => 'xuzhiqiang', ftCcpCorrection: () => 'xuzhiqiang',
  ftCodeBatch: () => 'qianwei', ftTraceCode: () => 'qianwei',
  ftCheckout: (r) => INSPECTION_CLERK[r.inspector as string] ?? 'wangli', ftRecall: () => 'wangli', ftFile: () => 'wangli', ftTripReview: () => 'wangli',
  // 食品安全自查: the inspectors' daily checks, the QA manager's weekly ones and the minutes of the month
  ftSafetyCheck: (r) => INSPECTION_CLERK[r.checker as string] ?? 'wangli',
  // 培训考核: the workshop enters its own courses, the QA manager the rest
  ftStaffTraining: (r) => (r.trainer === '许志强' ? 'xuzhiqiang' : 'wangli'),
  // 计量器具: the laboratory sends them out and files the certificates
  ftInstrument: () => 'chenxiaoyan',
  ftTrainingPlan: () => 'wangli',
  ftCleaning: () => 'xuzhiqiang',
  ftLotHold: () => 'wangli',
};

/** The department (org code) of the demo's staff member who adds such a row of a department-owned table. */
export function demoDepartment(table: Table, row: Row): string {
  const author = AUTHOR_OF[table]?.(row);
  const department = author && STAFF_DEPARTMENT.get(author);
  if (!department) throw new Error(`the demo names no one of the staff who adds ${table}, so no department`);
  return department;
}

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
    const author = AUTHOR_OF[table]?.(values);
    const row: Row = { id: newId(), ...values, createBy: author ?? SEEDER, createTime: at, updateBy: null, updateTime: null, delFlag: 0 };
    if (isDepartmentOwned(table)) row.sysOrgCode = demoDepartment(table, values);
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
