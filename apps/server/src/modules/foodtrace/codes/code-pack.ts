import { CODE_LEVEL, CODE_STATUS, scannedTraceCode, type CaseContents, type CodePackAnswer, type CodePackResult } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { writerNames } from '../../../platform/audit/writer-names.ts';
import { chunks, inChunks } from '../../../platform/db/in-chunks.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { lotNames } from '../lots/lot-names.ts';
import { ftDb, type FtKysely, type FtTraceCode } from '../schema.ts';
import { logRecords, updateRecords } from '../shared/records.ts';
import { timeText } from '../shared/wire.ts';
import { liveShipmentNumbers } from '../shipment/live-shipments.ts';

/** The code each scan names (null where it names none), and the codes named, once each. */
export function scannedCodes(inputs: string[]): { codes: Array<string | null>; wanted: string[] } {
  const codes = inputs.map((input) => scannedTraceCode(input));
  return { codes, wanted: [...new Set(codes.filter((c): c is string => c !== null))] };
}

/** The live codes named, by code: read after the caller has taken its locks. */
export async function liveCodes(db: FtKysely, wanted: string[]): Promise<Map<string, FtTraceCode>> {
  const rows = await inChunks(wanted, (part) => db.selectFrom('ftTraceCode').selectAll().where('code', 'in', part).where('delFlag', '=', 0).execute());
  return new Map(rows.map((r) => [r.code, r]));
}

/** Scans one packing call takes: a scanner sends one, a pasted list (cases and their items) at most this many. */
export const PACK_MAX = 2000;

/** What any scan of a label may meet (扫码出库 and 装箱关联 alike). */
export const SCANNED_TEXT = {
  unreadable: '无法识别：不是本系统的追溯码或其二维码',
  unknown: '追溯码不存在',
} as const;

export const PACK_TEXT = {
  ...SCANNED_TEXT,
  noCase: '请先扫描箱码',
  caseGone: '箱码不存在或已作废',
  caseHidden: '未找到对应数据',
  caseVoid: '箱码已作废，不能装箱',
  caseRecalled: '箱码已召回，不能装箱',
  caseShipped: (no: string) => `箱码已随出库单 ${no} 出库，不能再装箱或拆箱`,
  caseOpened: (lotNo: string, n: number, per: number) => `箱码（批次 ${lotNo}），已装 ${n} / ${per} 件`,
  itemVoid: '追溯码已作废，不能装箱',
  itemRecalled: '追溯码已召回，不能装箱',
  otherLot: (lotNo: string, caseLotNo: string) => `追溯码属于批次 ${lotNo}，箱码属于批次 ${caseLotNo}，不能装入`,
  inOtherCase: (caseCode: string) => `追溯码已在箱码 ${caseCode} 中，请先从该箱拆出`,
  itemShipped: (no: string) => `追溯码已随出库单 ${no} 出库，不能装箱`,
  full: (per: number) => `本箱已装满（每箱 ${per} 件），请扫描下一个箱码`,
  taken: '追溯码刚刚被装入另一箱或出库',
  already: '已在本箱中',
  packed: (n: number, per: number) => `已装箱，${n} / ${per} 件`,
  unpacked: (n: number) => `已从箱中拆出 ${n} 个追溯码`,
  notPacked: '没有可拆出的追溯码',
} as const;

/**
 * Takes the row locks of the case codes a call touches, before it reads anything: packing and 扫码出库 into one
 * case take turns, so a case is not shipped while items are being packed into it (each reads the case's items
 * after the other's write). An update that changes nothing is the one lock every database takes the same way,
 * and, as the transaction's first statement, it leaves MariaDB's snapshot to the reads after it.
 */
export async function lockCases(db: FtKysely, by: { ids?: string[]; codes?: string[] }): Promise<void> {
  // one statement per key, each found through its own unique index: an OR of the two could make MariaDB scan (and
  // lock) the whole table
  const lock = () => db.updateTable('ftTraceCode').set((eb) => ({ delFlag: eb.ref('delFlag') })).where('codeLevel', '=', CODE_LEVEL.case);
  if (by.ids?.length) await lock().where('id', 'in', by.ids).execute();
  for (const part of chunks(by.codes ?? [])) await lock().where('code', 'in', part).execute();
}

/** The live item codes packed into a case (a voided item no longer takes its place). */
export function caseItems(db: FtKysely, caseId: string) {
  return db.selectFrom('ftTraceCode').selectAll().where('parentCodeId', '=', caseId).where('delFlag', '=', 0)
    .where('status', '<>', CODE_STATUS.void).orderBy('packedTime').orderBy('code').execute();
}

/** How many items a case holds when full: its batch's 箱规. */
async function perCaseOf(db: FtKysely, row: FtTraceCode): Promise<number> {
  const batch = row.batchId ? await db.selectFrom('ftCodeBatch').select('perCase').where('id', '=', row.batchId).executeTakeFirst() : undefined;
  return Number(batch?.perCase ?? 0);
}

/** A case code with its items (who packed each and when), as the packing station and CodeView show it. */
export async function caseContents(db: FtKysely, row: FtTraceCode, tz: string): Promise<CaseContents> {
  const items = await caseItems(db, row.id);
  const lot = (await lotNames(db, [row.lotId])).get(row.lotId);
  const product = row.productId ? await db.selectFrom('ftProduct').select('name').where('id', '=', row.productId).executeTakeFirst() : undefined;
  const shipped = (await liveShipmentNumbers(db, [row.shipmentId])).get(row.shipmentId ?? '') ?? null;
  const people = await writerNames(db, items.map((i) => i.packedBy));
  return {
    id: row.id, code: row.code, status: row.status, lotId: row.lotId, lotNo: lot?.lotNo ?? '', productName: product?.name ?? null,
    perCase: await perCaseOf(db, row), shipmentNo: shipped,
    items: items.map((i) => ({
      id: i.id, code: i.code, status: i.status, scanCount: i.scanCount,
      packedBy: i.packedBy ? people.get(i.packedBy) ?? i.packedBy : null, packedTime: timeText(i.packedTime, tz),
    })),
  };
}

/** A live case code by id, or why not. */
async function liveCase(db: FtKysely, caseId: string): Promise<FtTraceCode> {
  const row = await db.selectFrom('ftTraceCode').selectAll().where('id', '=', caseId).where('delFlag', '=', 0)
    .where('codeLevel', '=', CODE_LEVEL.case).where('status', '<>', CODE_STATUS.void).executeTakeFirst();
  if (!row) throw new BusinessError(PACK_TEXT.caseGone);
  return row;
}

/** The case being packed: its row, lot number, 箱规 and how many items it holds. */
interface OpenCase { row: FtTraceCode; lotNo: string; perCase: number; count: number }

/**
 * 装箱关联 (TRACEABILITY.md §4.4 "aggregate case → items", EPCIS AggregationEvent packing): at the packing station
 * a scanner reads a case's label, then the labels of the items going into it, then the next case. A case code
 * opens that case; an item code goes into the open case if it is live, of the case's lot, in no other case, not
 * shipped on its own, and the case has room (its batch's 每箱件数). `caseId` is the case left open by the
 * previous call; `hidden` are the cases outside the user's data rules, which it may not open. Each scan gets its
 * own answer, in order; the items that go in are written and logged.
 *
 * The items are written together, a statement per few hundred, each conditional on what was read (a pasted list
 * of 1,000 took a second on PostgreSQL item by item). Should another station have packed or shipped one of them
 * meanwhile, that attempt is undone and the call is answered again item by item, each scan then meeting the
 * state its predecessors left.
 */
export async function packCodes(ctx: AppContext, user: SessionUser, caseId: string | null, inputs: string[], hidden: ReadonlySet<string> = new Set()): Promise<CodePackAnswer> {
  try {
    return await ftDb(ctx.db).transaction().execute((db) => packInTransaction(db, ctx.config.timeZone, user, caseId, inputs, hidden, 'together'));
  } catch (err) {
    if (!(err instanceof RaceLost)) throw err;
    return ftDb(ctx.db).transaction().execute((db) => packInTransaction(db, ctx.config.timeZone, user, caseId, inputs, hidden, 'one by one'));
  }
}

/** A write conditional on what was read found the row changed: the transaction is rolled back. */
export class RaceLost extends Error {}

/** The items a call packs: each as read, and the case it goes into. */
export interface Packing { row: FtTraceCode; caseId: string }

/**
 * Packs each item only if it is still as read (another station may have packed it, a warehouse shipped it).
 * 'one by one' answers for each item whether it went in; 'together' writes them a few hundred at a time and
 * throws RaceLost should any of them have changed.
 */
export async function writePacking(db: FtKysely, items: Packing[], values: Partial<FtTraceCode>, mode: 'together' | 'one by one'): Promise<boolean[]> {
  const groups = new Map<string, Packing[]>();
  for (const item of items) {
    const key = mode === 'together' ? [item.caseId, item.row.status, item.row.parentCodeId, item.row.shipmentId].join('|') : item.row.id;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const done = new Set<string>();
  for (const group of groups.values()) {
    const [{ row, caseId }] = group;
    for (const part of chunks(group.map((g) => g.row.id))) {
      const updated = await db.updateTable('ftTraceCode').set({ ...values, parentCodeId: caseId })
        .where('id', 'in', part).where('delFlag', '=', 0).where('status', '=', row.status)
        .where((eb) => (row.parentCodeId === null ? eb('parentCodeId', 'is', null) : eb('parentCodeId', '=', row.parentCodeId)))
        .where((eb) => (row.shipmentId === null ? eb('shipmentId', 'is', null) : eb('shipmentId', '=', row.shipmentId)))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === part.length) part.forEach((id) => done.add(id));
      else if (mode === 'together') throw new RaceLost();
    }
  }
  return items.map((item) => done.has(item.row.id));
}

async function packInTransaction(db: FtKysely, tz: string, user: SessionUser, caseId: string | null, inputs: string[], hidden: ReadonlySet<string>,
  mode: 'together' | 'one by one'): Promise<CodePackAnswer> {
  const { codes, wanted } = scannedCodes(inputs);
  await lockCases(db, { ids: caseId ? [caseId] : [], codes: wanted });
  const rows = await liveCodes(db, wanted);
  const parents = await codesById(db, [...rows.values()].map((r) => r.parentCodeId));
  const shipments = await liveShipmentNumbers(db, [...rows.values()].map((r) => r.shipmentId));
  const names = await lotNames(db, [...new Set([...rows.values()].map((r) => r.lotId))]);
  const lotNo = (lotId: string) => names.get(lotId)?.lotNo ?? '';

  // A case opened again in the same call is the one opened before, counting the items it took meanwhile (written
  // only at the end when together). No other station packs into it till then: its row is locked.
  const opened = new Map<string, OpenCase>();
  const open = async (row: FtTraceCode): Promise<OpenCase> => {
    const known = opened.get(row.id);
    if (known) return known;
    const count = (await caseItems(db, row.id)).length;
    const box = { row, lotNo: (await lotNames(db, [row.lotId])).get(row.lotId)?.lotNo ?? '', perCase: await perCaseOf(db, row), count };
    opened.set(row.id, box);
    return box;
  };
  let current: OpenCase | null = null;
  if (caseId) {
    const row = await liveCase(db, caseId);
    const shipped = (await liveShipmentNumbers(db, [row.shipmentId])).get(row.shipmentId ?? '');
    if (!shipped && row.status === CODE_STATUS.active) current = await open(row);
  }

  const now = Date.now();
  const values = { packedTime: now, packedBy: user.username, updateBy: user.username, updateTime: now };
  const results: CodePackResult[] = [];
  const packed: Packing[] = [];
  for (const [i, input] of inputs.entries()) {
    const code = codes[i];
    const answer = (outcome: CodePackResult['outcome'], message: string) => results.push({ input: input.slice(0, 200), code, outcome, message });
    const row = code ? rows.get(code) : undefined;
    if (!code) { answer('refused', PACK_TEXT.unreadable); continue; }
    if (!row) { answer('refused', PACK_TEXT.unknown); continue; }
    const shippedWith = row.shipmentId ? shipments.get(row.shipmentId) : undefined;
    if (row.codeLevel === CODE_LEVEL.case) {
      if (hidden.has(row.id)) { answer('refused', PACK_TEXT.caseHidden); continue; }
      if (row.status === CODE_STATUS.void) { answer('refused', PACK_TEXT.caseVoid); continue; }
      if (row.status === CODE_STATUS.recalled) { answer('refused', PACK_TEXT.caseRecalled); continue; }
      if (shippedWith) { answer('refused', PACK_TEXT.caseShipped(shippedWith)); continue; }
      current = current?.row.id === row.id ? current : await open(row);
      answer('case', PACK_TEXT.caseOpened(current.lotNo, current.count, current.perCase));
      continue;
    }
    if (!current) { answer('refused', PACK_TEXT.noCase); continue; }
    if (row.parentCodeId === current.row.id) { answer('already', PACK_TEXT.already); continue; }
    if (row.status === CODE_STATUS.void) { answer('refused', PACK_TEXT.itemVoid); continue; }
    if (row.status === CODE_STATUS.recalled) { answer('refused', PACK_TEXT.itemRecalled); continue; }
    if (row.lotId !== current.row.lotId) { answer('refused', PACK_TEXT.otherLot(lotNo(row.lotId), current.lotNo)); continue; }
    const parent = row.parentCodeId ? parents.get(row.parentCodeId) : undefined;
    if (parent) { answer('refused', PACK_TEXT.inOtherCase(parent.code)); continue; }
    if (shippedWith) { answer('refused', PACK_TEXT.itemShipped(shippedWith)); continue; }
    if (current.count >= current.perCase) { answer('refused', PACK_TEXT.full(current.perCase)); continue; }
    const item = { row, caseId: current.row.id };
    if (mode === 'one by one' && !(await writePacking(db, [item], values, mode))[0]) { answer('refused', PACK_TEXT.taken); continue; }
    packed.push(item);
    rows.set(code, { ...row, ...values, parentCodeId: current.row.id });
    parents.set(current.row.id, current.row); // scanned again for another case, it is in this one
    current.count += 1;
    answer('packed', PACK_TEXT.packed(current.count, current.perCase));
  }
  if (mode === 'together') await writePacking(db, packed, values, mode);
  await logRecords(db, 'ftTraceCode', packed.map(({ row, caseId: into }) => ({ ...row, ...values, parentCodeId: into })), user.username, now);
  return { results, case: current ? await caseContents(db, current.row, tz) : null };
}

/** The case codes among these scans (to check against the user's data rules before packing). */
export async function scannedCases(db: FtKysely, inputs: string[]): Promise<string[]> {
  const codes = scannedCodes(inputs).wanted;
  const rows = await inChunks(codes, (part) => db.selectFrom('ftTraceCode').select('id').where('code', 'in', part).where('codeLevel', '=', CODE_LEVEL.case).where('delFlag', '=', 0).execute());
  return rows.map((r) => r.id);
}

/** Live (not voided) case codes by id: an item whose case was voided is loose again. */
export async function codesById(db: FtKysely, ids: Array<string | null>): Promise<Map<string, FtTraceCode>> {
  const wanted = [...new Set(ids.filter((s): s is string => s !== null))];
  const rows = await inChunks(wanted, (part) => db.selectFrom('ftTraceCode').selectAll().where('id', 'in', part).where('delFlag', '=', 0)
    .where('status', '<>', CODE_STATUS.void).execute());
  return new Map(rows.map((r) => [r.id, r]));
}

/** 拆箱: takes items out of a case (packed by mistake, a case opened for sale by the item). A shipped case stays shut. */
export async function unpackCodes(ctx: AppContext, user: SessionUser, caseId: string, itemIds: string[]): Promise<number> {
  return ftDb(ctx.db).transaction().execute(async (db) => {
    await lockCases(db, { ids: [caseId] });
    const row = await liveCase(db, caseId);
    const shipped = (await liveShipmentNumbers(db, [row.shipmentId])).get(row.shipmentId ?? '');
    if (shipped) throw new BusinessError(PACK_TEXT.caseShipped(shipped));
    const items = await db.selectFrom('ftTraceCode').selectAll().where('id', 'in', itemIds).where('parentCodeId', '=', caseId).where('delFlag', '=', 0).execute();
    if (!items.length) throw new BusinessError(PACK_TEXT.notPacked);
    await releaseItems(db, items, user.username);
    return items.length;
  });
}

/** A voided case code lets its items go, so they can be packed into a new case (caller's transaction). */
export async function releaseCaseItems(db: FtKysely, caseId: string, username: string, now = Date.now()): Promise<void> {
  await releaseItems(db, await caseItems(db, caseId), username, now);
}

async function releaseItems(db: FtKysely, items: FtTraceCode[], username: string, now = Date.now()): Promise<void> {
  await updateRecords(db, 'ftTraceCode', items, { parentCodeId: null, packedTime: null, packedBy: null }, username, now);
}
