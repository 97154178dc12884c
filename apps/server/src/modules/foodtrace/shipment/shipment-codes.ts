import { CODE_LEVEL, CODE_STATUS, provinceName, type ShipmentCodeResult, type ShipmentCodes } from '@foodtrace/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { writerNames } from '../../../platform/audit/writer-names.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { SCANNED_TEXT, caseItems, codesById, liveCodes, lockCases, scannedCodes } from '../codes/code-pack.ts';
import { lotNames } from '../lots/lot-names.ts';
import { ftDb, type FtKysely, type FtTraceCode } from '../schema.ts';
import { round4, unitText } from '../shared/quantity.ts';
import { logRecord, logRecords, updateRecords } from '../shared/records.ts';
import { timeText } from '../shared/wire.ts';
import { liveShipmentNumbers } from './live-shipments.ts';

/** Scans one call takes: a scanner sends one, a pasted list at most this many. */
export const SCAN_OUT_MAX = 500;

export const SCAN_OUT_TEXT = {
  ...SCANNED_TEXT,
  void: '追溯码已作废，不能出库',
  recalled: '追溯码已召回，不能出库',
  otherLot: (lotNo: string) => `追溯码属于批次 ${lotNo}，不在本出库单的发货明细中`,
  otherShipment: (no: string) => `追溯码已随出库单 ${no} 出库`,
  taken: '追溯码刚刚被另一出库单扫走',
  already: '已在本出库单中',
  full: (lotNo: string, quantity: string) => `批次 ${lotNo} 本单发货 ${quantity}，扫码数已满（一物一码）`,
  bound: (lotNo: string) => `已出库（批次 ${lotNo}）`,
  caseBound: (lotNo: string, n: number) => `整箱出库（批次 ${lotNo}，箱内 ${n} 件）`,
  caseEmpty: '箱内没有追溯码，请先装箱关联',
  caseFull: (n: number, lotNo: string, left: number) => `箱内 ${n} 件，批次 ${lotNo} 本单还能扫 ${left} 件，整箱装不下`,
  inCase: (caseCode: string) => `追溯码在箱码 ${caseCode} 中，请扫箱码整箱出库，或先拆箱`,
  inBoundCase: '追溯码随整箱出库，请移出整箱',
  removed: (n: number) => `已移出 ${n} 个追溯码`,
  scannedBefore: (n: number, first: string, where: string | null) =>
    `出厂前已被查询 ${n} 次（首次 ${first}${where ? `，${where}` : ''}），如非本厂试扫，标签可能已外流，请核查这件商品`,
  caseScannedBefore: (n: number, codes: string[]) =>
    `箱内 ${n} 件出厂前已被查询（${codes.slice(0, 3).join('、')}${n > 3 ? ' 等' : ''}），如非本厂试扫，标签可能已外流，请开箱核查`,
  notBound: '没有可移出的追溯码',
} as const;

const live = (db: FtKysely, shipmentId: string) => db.selectFrom('ftShipment').selectAll().where('id', '=', shipmentId).where('delFlag', '=', 0);

/** The shipment's live lines by lot: how much of each lot it carries, in the lot's unit. */
async function linesOf(db: FtKysely, shipmentId: string) {
  const lines = await db.selectFrom('ftShipmentLine').select(['lotId', 'quantity', 'unit']).where('shipmentId', '=', shipmentId).where('delFlag', '=', 0).execute();
  const byLot = new Map<string, { quantity: number; unit: string }>();
  for (const l of lines) byLot.set(l.lotId, { quantity: (byLot.get(l.lotId)?.quantity ?? 0) + Number(l.quantity), unit: l.unit });
  return byLot;
}

/** How many items of each lot left with the shipment: its item codes, loose or in its cases. */
async function countsOf(db: FtKysely, shipmentId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('ftTraceCode').select(['lotId', sql<number>`count(*)`.as('n')])
    .where('shipmentId', '=', shipmentId).where('delFlag', '=', 0).where('codeLevel', '=', CODE_LEVEL.item).groupBy('lotId').execute();
  return new Map(rows.map((r) => [r.lotId, Number(r.n)]));
}

/**
 * 扫码出库 (TRACEABILITY.md §4.4 "mark codes shipped with shipment_id at outbound scan"): each scanned label binds
 * its code to the shipment, so that the code is followed to its own consignee (the public page's region, the
 * 窜货 signal, a recall's reach) and not only to wherever its lot went. A code binds only if it is live, of a
 * lot on the shipment's lines, not already out with another shipment, and its lot has room on this shipment:
 * one code per item (一物一码), as many as the line ships. A case code (装箱关联) ships whole, with every item
 * packed into it; an item in a case goes only with its case. Every scan gets its own answer, in order; the ones
 * that bind are written and logged together.
 */
export async function scanOutCodes(ctx: AppContext, user: SessionUser, shipmentId: string, inputs: string[]): Promise<ShipmentCodeResult[]> {
  return ftDb(ctx.db).transaction().execute(async (db) => {
    const { codes, wanted } = scannedCodes(inputs);
    // Takes the shipment's row lock first (a no-op update): two people scanning into one shipment take turns, so
    // neither can pass a lot's quantity while the other's scans are not yet counted. (Whether it counts as an
    // affected row differs by database; the read after it says whether the shipment is there.) Then the scanned
    // cases' locks, so that no item goes into a case while it ships.
    await db.updateTable('ftShipment').set((eb) => ({ delFlag: eb.ref('delFlag') })).where('id', '=', shipmentId).execute();
    await lockCases(db, { codes: wanted });
    if (!await live(db, shipmentId).executeTakeFirst()) throw new BusinessError('出库单不存在或已删除');
    const lines = await linesOf(db, shipmentId);
    const counts = await countsOf(db, shipmentId);
    const rows = await liveCodes(db, wanted);
    const names = await lotNames(db, [...new Set([...rows.values()].map((r) => r.lotId))]);
    const others = await liveShipmentNumbers(db, [...rows.values()].map((r) => (r.shipmentId === shipmentId ? null : r.shipmentId)));
    const cases = await codesById(db, [...rows.values()].map((r) => r.parentCodeId));

    const now = Date.now();
    const bind = async (row: FtTraceCode) => {
      // Conditional on what was read: a code another shipment (or a packing station) took meanwhile is not taken from it.
      const done = await db.updateTable('ftTraceCode')
        .set({ shipmentId, scannedOutTime: now, scannedOutBy: user.username, updateBy: user.username, updateTime: now })
        .where('id', '=', row.id).where('delFlag', '=', 0).where('status', '=', row.status)
        .where((eb) => (row.shipmentId === null ? eb('shipmentId', 'is', null) : eb('shipmentId', '=', row.shipmentId)))
        .where((eb) => (row.parentCodeId === null ? eb('parentCodeId', 'is', null) : eb('parentCodeId', '=', row.parentCodeId)))
        .executeTakeFirst();
      if (!Number(done.numUpdatedRows)) return false;
      await logRecord(db, 'ftTraceCode', row.id, { ...row, shipmentId, scannedOutTime: now, scannedOutBy: user.username, updateBy: user.username, updateTime: now }, user.username, now);
      return true;
    };
    // A case's items, all at once: under the case's lock no station packs or unpacks them meanwhile, and an item
    // in a case is never scanned out alone; only a void of one of them could come between (and it keeps its record).
    const bindItems = async (parent: FtTraceCode, items: FtTraceCode[]) => {
      const set = { shipmentId, scannedOutTime: now, scannedOutBy: user.username, updateBy: user.username, updateTime: now };
      const bound = await inChunks(items.map((r) => r.id), async (part) => {
        await db.updateTable('ftTraceCode').set(set).where('id', 'in', part).where('parentCodeId', '=', parent.id)
          .where('shipmentId', 'is', null).where('delFlag', '=', 0).where('status', '<>', CODE_STATUS.void).execute();
        return db.selectFrom('ftTraceCode').selectAll().where('id', 'in', part).where('shipmentId', '=', shipmentId).execute();
      });
      await logRecords(db, 'ftTraceCode', bound, user.username, now);
    };
    const results: ShipmentCodeResult[] = [];
    for (const [i, input] of inputs.entries()) {
      const code = codes[i];
      const answer = (outcome: ShipmentCodeResult['outcome'], message: string, warning?: string) =>
        results.push({ input: input.slice(0, 200), code, outcome, message, ...(warning ? { warning } : {}) });
      const row = code ? rows.get(code) : undefined;
      if (!code) { answer('refused', SCAN_OUT_TEXT.unreadable); continue; }
      if (!row) { answer('refused', SCAN_OUT_TEXT.unknown); continue; }
      const lotNo = names.get(row.lotId)?.lotNo ?? '';
      if (row.shipmentId === shipmentId) { answer('already', SCAN_OUT_TEXT.already); continue; }
      if (row.status === CODE_STATUS.void) { answer('refused', SCAN_OUT_TEXT.void); continue; }
      if (row.status === CODE_STATUS.recalled) { answer('refused', SCAN_OUT_TEXT.recalled); continue; }
      const line = lines.get(row.lotId);
      if (!line) { answer('refused', SCAN_OUT_TEXT.otherLot(lotNo)); continue; }
      const other = row.shipmentId ? others.get(row.shipmentId) : undefined;
      if (other) { answer('refused', SCAN_OUT_TEXT.otherShipment(other)); continue; }
      const parent = row.parentCodeId ? cases.get(row.parentCodeId) : undefined;
      if (parent) { answer('refused', SCAN_OUT_TEXT.inCase(parent.code)); continue; }
      const n = counts.get(row.lotId) ?? 0;
      // A case ships whole: its items count against the line, the case code itself does not.
      const items = row.codeLevel === CODE_LEVEL.case ? await caseItems(db, row.id) : [row];
      if (!items.length) { answer('refused', SCAN_OUT_TEXT.caseEmpty); continue; }
      if (n + items.length > Math.floor(line.quantity)) {
        answer('refused', row.codeLevel === CODE_LEVEL.case
          ? SCAN_OUT_TEXT.caseFull(items.length, lotNo, Math.max(0, Math.floor(line.quantity) - n))
          : SCAN_OUT_TEXT.full(lotNo, `${round4(line.quantity)} ${await unitText(ctx.dict, line.unit)}`));
        continue;
      }
      if (row.codeLevel === CODE_LEVEL.case) {
        if (!await bind(row)) { answer('refused', SCAN_OUT_TEXT.taken); continue; }
        await bindItems(row, items);
        const seen = items.filter((item) => Number(item.scanCount) > 0).map((item) => item.code);
        answer('bound', SCAN_OUT_TEXT.caseBound(lotNo, items.length), seen.length ? SCAN_OUT_TEXT.caseScannedBefore(seen.length, seen) : undefined);
      } else {
        if (!await bind(row)) { answer('refused', SCAN_OUT_TEXT.taken); continue; }
        answer('bound', SCAN_OUT_TEXT.bound(lotNo), Number(row.scanCount) > 0
          ? SCAN_OUT_TEXT.scannedBefore(Number(row.scanCount), timeText(row.firstScanTime, ctx.config.timeZone) ?? '', provinceName(row.firstScanProvince))
          : undefined);
      }
      rows.set(code, { ...row, shipmentId });
      counts.set(row.lotId, n + items.length);
    }
    return results;
  });
}

/**
 * Takes codes off a shipment again (a label scanned by mistake, goods left behind). A voided code stays as it
 * was when voided: its binding is part of that record.
 */
export async function unbindCodes(ctx: AppContext, user: SessionUser, shipmentId: string, codeIds: string[]): Promise<number> {
  return ftDb(ctx.db).transaction().execute(async (db) => {
    if (!await live(db, shipmentId).executeTakeFirst()) throw new BusinessError('出库单不存在或已删除');
    const rows = await boundCodes(db, shipmentId).where('id', 'in', codeIds).execute();
    if (!rows.length) throw new BusinessError(SCAN_OUT_TEXT.notBound);
    // An item that left in its case comes off with the case; a case takes its items with it.
    const cases = await codesById(db, rows.map((r) => r.parentCodeId));
    const own = rows.filter((r) => !(r.parentCodeId && cases.get(r.parentCodeId)?.shipmentId === shipmentId));
    if (!own.length) throw new BusinessError(SCAN_OUT_TEXT.inBoundCase);
    const caseIds = own.filter((r) => r.codeLevel === CODE_LEVEL.case).map((r) => r.id);
    const items = caseIds.length ? await boundCodes(db, shipmentId).where('parentCodeId', 'in', caseIds).execute() : [];
    await releaseCodes(db, [...own, ...items], user.username);
    return own.length + items.length;
  });
}

/** The shipment's codes that can come off it: a voided code's record stays as it was voided. */
const boundCodes = (db: FtKysely, shipmentId: string) => db.selectFrom('ftTraceCode').selectAll().where('shipmentId', '=', shipmentId)
  .where('delFlag', '=', 0).where('status', '<>', CODE_STATUS.void);

/** Unbinds these codes, each change logged; the caller's transaction. */
export async function releaseCodes(db: FtKysely, rows: FtTraceCode[], username: string, now = Date.now()): Promise<void> {
  await updateRecords(db, 'ftTraceCode', rows, { shipmentId: null, scannedOutTime: null, scannedOutBy: null }, username, now);
}

/** A deleted shipment gives its codes back (but a voided code's record stays as it was voided). */
export async function releaseShipmentCodes(db: FtKysely, shipmentId: string, username: string): Promise<void> {
  await releaseCodes(db, await boundCodes(db, shipmentId).execute(), username);
}

/**
 * The shipment's lines with their counts (items, loose or in cases), and a page of what was scanned out, the
 * latest first: its case codes (with how many items each holds) and its loose item codes.
 */
export async function shipmentCodes(ctx: AppContext, shipmentId: string, page: { pageNo: number; pageSize: number }): Promise<ShipmentCodes> {
  const db = ftDb(ctx.db);
  if (!await live(db, shipmentId).executeTakeFirst()) throw new BusinessError('出库单不存在或已删除');
  const lines = await linesOf(db, shipmentId);
  const counts = await countsOf(db, shipmentId);
  // an item whose case left with the shipment is listed under its case
  const scanned = () => db.selectFrom('ftTraceCode as c').where('c.shipmentId', '=', shipmentId).where('c.delFlag', '=', 0)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('ftTraceCode as p').select('p.id')
      .whereRef('p.id', '=', 'c.parentCodeId').whereRef('p.shipmentId', '=', 'c.shipmentId'))));
  const totals = await scanned().select([sql<number>`count(*)`.as('n'), sql<number>`sum(case when c.code_level = ${CODE_LEVEL.case} then 1 else 0 end)`.as('cases')])
    .executeTakeFirstOrThrow();
  const records = await scanned().select(['c.id', 'c.code', 'c.codeLevel', 'c.lotId', 'c.status', 'c.scannedOutBy', 'c.scannedOutTime'])
    .orderBy('c.scannedOutTime', 'desc').orderBy('c.code')
    .limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize).execute();
  const caseIds = records.filter((r) => r.codeLevel === CODE_LEVEL.case).map((r) => r.id);
  const held = new Map(caseIds.length ? (await db.selectFrom('ftTraceCode').select(['parentCodeId', sql<number>`count(*)`.as('n')])
    .where('parentCodeId', 'in', caseIds).where('shipmentId', '=', shipmentId).where('delFlag', '=', 0).groupBy('parentCodeId').execute())
    .map((r) => [r.parentCodeId, Number(r.n)]) : []);
  const names = await lotNames(db, [...new Set([...lines.keys(), ...records.map((r) => r.lotId)])]);
  const people = await writerNames(ctx.db, records.map((r) => r.scannedOutBy));
  return {
    lines: [...lines].map(([lotId, l]) => ({
      lotId, lotNo: names.get(lotId)?.lotNo ?? null, itemName: names.get(lotId)?.itemName ?? null,
      quantity: round4(l.quantity), unit: l.unit, codes: counts.get(lotId) ?? 0,
    })),
    total: Number(totals.n),
    cases: Number(totals.cases ?? 0),
    records: records.map((r) => ({
      id: r.id, code: r.code, level: r.codeLevel, lotNo: names.get(r.lotId)?.lotNo ?? null, status: r.status, items: held.get(r.id) ?? 0,
      boundBy: r.scannedOutBy ? people.get(r.scannedOutBy) ?? r.scannedOutBy : null, boundTime: timeText(r.scannedOutTime, ctx.config.timeZone),
    })),
  };
}
