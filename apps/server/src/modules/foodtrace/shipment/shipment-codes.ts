import { CODE_STATUS, scannedTraceCode, type ShipmentCodeResult, type ShipmentCodes } from '@foodtrace/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { writerNames } from '../../../platform/audit/writer-names.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { lotNames } from '../lots/lot-names.ts';
import { ftDb, type FtKysely, type FtTraceCode } from '../schema.ts';
import { round4, unitText } from '../shared/quantity.ts';
import { logRecord, updateRecord } from '../shared/records.ts';
import { timeText } from '../shared/wire.ts';

/** Scans one call takes: a scanner sends one, a pasted list at most this many. */
export const SCAN_OUT_MAX = 500;

export const SCAN_OUT_TEXT = {
  unreadable: '无法识别：不是本系统的追溯码或其二维码',
  unknown: '追溯码不存在',
  void: '追溯码已作废，不能出库',
  recalled: '追溯码已召回，不能出库',
  otherLot: (lotNo: string) => `追溯码属于批次 ${lotNo}，不在本出库单的发货明细中`,
  otherShipment: (no: string) => `追溯码已随出库单 ${no} 出库`,
  taken: '追溯码刚刚被另一出库单扫走',
  already: '已在本出库单中',
  full: (lotNo: string, quantity: string) => `批次 ${lotNo} 本单发货 ${quantity}，扫码数已满（一物一码）`,
  bound: (lotNo: string) => `已出库（批次 ${lotNo}）`,
  removed: (n: number) => `已移出 ${n} 个追溯码`,
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

/** How many codes of each lot left with the shipment. */
async function countsOf(db: FtKysely, shipmentId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('ftTraceCode').select(['lotId', sql<number>`count(*)`.as('n')])
    .where('shipmentId', '=', shipmentId).where('delFlag', '=', 0).groupBy('lotId').execute();
  return new Map(rows.map((r) => [r.lotId, Number(r.n)]));
}

/**
 * 扫码出库 (TRACEABILITY.md §4.4 "mark codes shipped with shipment_id at outbound scan"): each scanned label binds
 * its code to the shipment, so that the code is followed to its own consignee (the public page's region, the
 * 窜货 signal, a recall's reach) and not only to wherever its lot went. A code binds only if it is live, of a
 * lot on the shipment's lines, not already out with another shipment, and its lot has room on this shipment:
 * one code per item (一物一码), as many as the line ships. Every scan gets its own answer, in order; the ones
 * that bind are written and logged together.
 */
export async function scanOutCodes(ctx: AppContext, user: SessionUser, shipmentId: string, inputs: string[]): Promise<ShipmentCodeResult[]> {
  return ftDb(ctx.db).transaction().execute(async (db) => {
    // Takes the shipment's row lock first (a no-op update): two people scanning into one shipment take turns, so
    // neither can pass a lot's quantity while the other's scans are not yet counted. (Whether it counts as an
    // affected row differs by database; the read after it says whether the shipment is there.)
    await db.updateTable('ftShipment').set((eb) => ({ delFlag: eb.ref('delFlag') })).where('id', '=', shipmentId).execute();
    if (!await live(db, shipmentId).executeTakeFirst()) throw new BusinessError('出库单不存在或已删除');
    const lines = await linesOf(db, shipmentId);
    const counts = await countsOf(db, shipmentId);
    const codes = inputs.map((input) => scannedTraceCode(input));
    const wanted = [...new Set(codes.filter((c): c is string => c !== null))];
    const rows = new Map((await inChunks(wanted, (part) => db.selectFrom('ftTraceCode').selectAll().where('code', 'in', part).where('delFlag', '=', 0).execute()))
      .map((r) => [r.code, r]));
    const names = await lotNames(db, [...new Set([...rows.values()].map((r) => r.lotId))]);
    const others = await liveShipmentNumbers(db, [...rows.values()].map((r) => r.shipmentId).filter((s): s is string => s !== null && s !== shipmentId));

    const now = Date.now();
    const results: ShipmentCodeResult[] = [];
    for (const [i, input] of inputs.entries()) {
      const code = codes[i];
      const answer = (outcome: ShipmentCodeResult['outcome'], message: string) => results.push({ input: input.slice(0, 200), code, outcome, message });
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
      const n = counts.get(row.lotId) ?? 0;
      if (n + 1 > Math.floor(line.quantity)) {
        answer('refused', SCAN_OUT_TEXT.full(lotNo, `${round4(line.quantity)} ${await unitText(ctx.dict, line.unit)}`));
        continue;
      }
      // Conditional on what was read: a code another shipment took meanwhile is not taken from it.
      const done = await db.updateTable('ftTraceCode')
        .set({ shipmentId, scannedOutTime: now, scannedOutBy: user.username, updateBy: user.username, updateTime: now })
        .where('id', '=', row.id).where('delFlag', '=', 0).where('status', '=', row.status)
        .where((eb) => (row.shipmentId === null ? eb('shipmentId', 'is', null) : eb('shipmentId', '=', row.shipmentId)))
        .executeTakeFirst();
      if (!Number(done.numUpdatedRows)) { answer('refused', SCAN_OUT_TEXT.taken); continue; }
      const after: FtTraceCode = { ...row, shipmentId, scannedOutTime: now, scannedOutBy: user.username, updateBy: user.username, updateTime: now };
      await logRecord(db, 'ftTraceCode', row.id, { ...after }, user.username, now);
      rows.set(code, after);
      counts.set(row.lotId, n + 1);
      answer('bound', SCAN_OUT_TEXT.bound(lotNo));
    }
    return results;
  });
}

/** Of these shipments, the live ones by number: a code bound to a deleted shipment is free again. */
async function liveShipmentNumbers(db: FtKysely, ids: string[]): Promise<Map<string, string>> {
  const rows = await inChunks([...new Set(ids)], (part) => db.selectFrom('ftShipment').select(['id', 'shipmentNo']).where('id', 'in', part).where('delFlag', '=', 0).execute());
  return new Map(rows.map((r) => [r.id, r.shipmentNo]));
}

/**
 * Takes codes off a shipment again (a label scanned by mistake, goods left behind). A voided code stays as it
 * was when voided: its binding is part of that record.
 */
export async function unbindCodes(ctx: AppContext, user: SessionUser, shipmentId: string, codeIds: string[]): Promise<number> {
  return ftDb(ctx.db).transaction().execute(async (db) => {
    if (!await live(db, shipmentId).executeTakeFirst()) throw new BusinessError('出库单不存在或已删除');
    const rows = await db.selectFrom('ftTraceCode').selectAll().where('id', 'in', codeIds).where('shipmentId', '=', shipmentId)
      .where('delFlag', '=', 0).where('status', '<>', CODE_STATUS.void).execute();
    if (!rows.length) throw new BusinessError(SCAN_OUT_TEXT.notBound);
    await releaseCodes(db, rows, user.username);
    return rows.length;
  });
}

/** Unbinds these codes, each change logged; the caller's transaction. */
export async function releaseCodes(db: FtKysely, rows: FtTraceCode[], username: string, now = Date.now()): Promise<void> {
  for (const row of rows) await updateRecord(db, 'ftTraceCode', row, { shipmentId: null, scannedOutTime: null, scannedOutBy: null }, username, now);
}

/** A deleted shipment gives its codes back (but a voided code's record stays as it was voided). */
export async function releaseShipmentCodes(db: FtKysely, shipmentId: string, username: string): Promise<void> {
  const rows = await db.selectFrom('ftTraceCode').selectAll().where('shipmentId', '=', shipmentId).where('delFlag', '=', 0)
    .where('status', '<>', CODE_STATUS.void).execute();
  await releaseCodes(db, rows, username);
}

/** The shipment's lines with their counts, and a page of its codes, the latest scanned first. */
export async function shipmentCodes(ctx: AppContext, shipmentId: string, page: { pageNo: number; pageSize: number }): Promise<ShipmentCodes> {
  const db = ftDb(ctx.db);
  if (!await live(db, shipmentId).executeTakeFirst()) throw new BusinessError('出库单不存在或已删除');
  const lines = await linesOf(db, shipmentId);
  const counts = await countsOf(db, shipmentId);
  const records = await db.selectFrom('ftTraceCode').select(['id', 'code', 'lotId', 'status', 'scannedOutBy', 'scannedOutTime'])
    .where('shipmentId', '=', shipmentId).where('delFlag', '=', 0)
    .orderBy('scannedOutTime', 'desc').orderBy('code')
    .limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize).execute();
  const names = await lotNames(db, [...new Set([...lines.keys(), ...records.map((r) => r.lotId)])]);
  const people = await writerNames(ctx.db, records.map((r) => r.scannedOutBy));
  return {
    lines: [...lines].map(([lotId, l]) => ({
      lotId, lotNo: names.get(lotId)?.lotNo ?? null, itemName: names.get(lotId)?.itemName ?? null,
      quantity: round4(l.quantity), unit: l.unit, codes: counts.get(lotId) ?? 0,
    })),
    total: [...counts.values()].reduce((a, b) => a + b, 0),
    records: records.map((r) => ({
      id: r.id, code: r.code, lotNo: names.get(r.lotId)?.lotNo ?? null, status: r.status,
      boundBy: r.scannedOutBy ? people.get(r.scannedOutBy) ?? r.scannedOutBy : null, boundTime: timeText(r.scannedOutTime, ctx.config.timeZone),
    })),
  };
}
