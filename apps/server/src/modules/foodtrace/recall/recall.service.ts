import { CODE_LEVEL, CODE_STATUS, DISPOSAL_METHOD, LOT_STATUS, RECALL_STATUS, RECALL_TYPE, type RecallLevel, type RecallType } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { newId } from '../../../platform/db/ids.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb, type FtKysely } from '../schema.ts';
import { amountText, round4 } from '../shared/quantity.ts';
import { insertRecord, updateRecord, updateRecords, type Writer } from '../shared/records.ts';
import { randomToken } from '../shared/tokens.ts';
import { dateText } from '../shared/wire.ts';
import { reachableLots } from '../trace/genealogy.ts';
// The one clock grace of the server (the generic CRUD's `happened` check uses it too).
import { CLOCK_SKEW_MS } from '../../../crud/resource-repo.ts';
/** RC (a recall) or MR (a mock recall), the day it started and four random characters: RC20261125-7KQ2. */
export const recallNumber = (real: boolean, at: number, timeZone: string): string =>
  `${real ? 'RC' : 'MR'}${dateText(at, timeZone)!.replace(/-/g, '')}-${randomToken(4)}`;

export interface RecallStart { lotId: string; reason: string; type: RecallType; level?: RecallLevel | null; learnedTime?: number | null }
export interface RecallResult { recallId: string; recallNo: string; lotCount: number; codeCount: number; consigneeCount: number; lots: Array<{ id: string; lotNo: string }> }

/**
 * Starts a recall of a lot and everything made from it (食品召回管理办法; the forward trace), and lists its
 * consignees: one row per customer and lot with what was shipped, to be worked through (notify, recover).
 * A real recall makes each lot RECALLED (with a data-log entry) and flags every active code so the public page
 * shows the banner at once; a mock recall changes nothing but its own record — it times how fast the team can
 * find everything. Per-code snapshots are not written (a recall may flag a hundred thousand codes).
 */
export async function startRecall(ctx: AppContext, user: SessionUser, start: RecallStart): Promise<RecallResult> {
  return ftDb(ctx.db).transaction().execute(async (db) => {
    const seed = await db.selectFrom('ftLot').selectAll().where('id', '=', start.lotId).where('delFlag', '=', 0).executeTakeFirst();
    if (!seed) throw new BusinessError('批次不存在');
    const ids = await reachableLots(db, [start.lotId], 'forward');
    const recallId = newId();
    const real = start.type === RECALL_TYPE.real;
    const learnedTime = real ? start.learnedTime ?? null : null;
    if (learnedTime !== null && learnedTime > Date.now() + CLOCK_SKEW_MS) throw new BusinessError('知悉风险时间不能晚于发起召回的时间');
    const lots = await inChunks(ids, (part) => db.selectFrom('ftLot').selectAll().where('id', 'in', part).where('delFlag', '=', 0).execute());
    const affected = real ? lots.filter((l) => l.status !== LOT_STATUS.recalled) : lots;
    if (real) await updateRecords(db, 'ftLot', affected, { status: LOT_STATUS.recalled, recallId }, user.username);
    const now = Date.now();
    const codeCount = real ? await flagCodes(db, ids, user.username, now) : await countCodes(db, ids);
    const recallNo = recallNumber(real, now, ctx.config.timeZone);
    await insertRecord(db, 'ftRecall', {
      id: recallId, recallNo, lotId: start.lotId, reason: start.reason, lotCount: affected.length, codeCount,
      recallType: start.type, recallLevel: start.level ?? null, status: RECALL_STATUS.open, closedTime: null, summary: null, learnedTime,
    }, user, now);
    const consigneeCount = await listConsignees(db, recallId, ids, user, now);
    return { recallId, recallNo, lotCount: affected.length, codeCount, consigneeCount, lots: affected.map((l) => ({ id: l.id, lotNo: l.lotNo })) };
  });
}

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

/** Flags every active code of the lots, their cases' too; counts the items' (what consumers may hold). */
async function flagCodes(db: FtKysely, lotIds: string[], username: string, now: number): Promise<number> {
  return sum(await inChunks(lotIds, async (part) => {
    const flag = (level: string) => db.updateTable('ftTraceCode').set({ status: CODE_STATUS.recalled, updateBy: username, updateTime: now })
      .where('lotId', 'in', part).where('status', '=', CODE_STATUS.active).where('delFlag', '=', 0).where('codeLevel', '=', level).executeTakeFirst();
    const items = await flag(CODE_LEVEL.item);
    await flag(CODE_LEVEL.case);
    return [Number(items.numUpdatedRows)];
  }));
}

/** What a real recall would flag: the active item codes of the lots. */
async function countCodes(db: FtKysely, lotIds: string[]): Promise<number> {
  return sum(await inChunks(lotIds, async (part) => {
    const row = await db.selectFrom('ftTraceCode').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lotId', 'in', part).where('status', '=', CODE_STATUS.active).where('delFlag', '=', 0).where('codeLevel', '=', CODE_LEVEL.item).executeTakeFirst();
    return [Number(row?.n ?? 0)];
  }));
}

/** One consignee row per customer and lot, summing that customer's shipment lines of the lot. */
async function listConsignees(db: FtKysely, recallId: string, lotIds: string[], by: Writer, now: number): Promise<number> {
  const groups = new Map<string, { customerId: string; lotId: string; qty: number; unit: string; nos: Set<string> }>();
  const lines = await inChunks(lotIds, (part) => db.selectFrom('ftShipmentLine as sl').innerJoin('ftShipment as s', 's.id', 'sl.shipmentId')
    .select(['s.customerId', 'sl.lotId', 'sl.quantity', 'sl.unit', 's.shipmentNo', 's.shippedTime'])
    .where('sl.lotId', 'in', part).where('sl.delFlag', '=', 0).where('s.delFlag', '=', 0).execute());
  // In shipping order across the chunks: a consignee's shipment numbers read first to last.
  lines.sort((a, b) => Number(a.shippedTime) - Number(b.shippedTime));
  for (const l of lines) {
    const key = `${l.customerId}|${l.lotId}`;
    const g = groups.get(key) ?? { customerId: l.customerId, lotId: l.lotId, qty: 0, unit: l.unit, nos: new Set<string>() };
    g.qty += Number(l.quantity);
    g.nos.add(l.shipmentNo);
    groups.set(key, g);
  }
  for (const g of groups.values()) {
    await insertRecord(db, 'ftRecallConsignee', {
      recallId, customerId: g.customerId, lotId: g.lotId, shippedQty: round4(g.qty), unit: g.unit,
      shipmentNos: [...g.nos].join('、').slice(0, 500), notifiedTime: null, notifyMethod: null, contact: null,
      acknowledgedTime: null, recoveredQty: null, remark: null,
    }, by, now);
  }
  return groups.size;
}

export interface ConsigneeUpdate {
  id: string; notifiedTime: number | null; notifyMethod: string | null; contact: string | null;
  acknowledgedTime: number | null; recoveredQty: number | null; remark: string | null;
}

/** Records that a consignee was told, when they confirmed, and how much they returned or destroyed. */
export async function updateConsignee(ctx: AppContext, user: SessionUser, u: ConsigneeUpdate): Promise<void> {
  await ftDb(ctx.db).transaction().execute(async (db) => {
    const row = await db.selectFrom('ftRecallConsignee').selectAll().where('id', '=', u.id).where('delFlag', '=', 0).executeTakeFirst();
    if (!row) throw new BusinessError('收货方记录不存在');
    const recall = await openRecall(db, row.recallId);
    if (u.recoveredQty !== null && u.recoveredQty > round4(row.shippedQty)) throw new BusinessError(`回收数量不能超过发货数量 ${await amountText(ctx.dict, row.shippedQty, row.unit)}`);
    if (u.acknowledgedTime !== null && (u.notifiedTime === null || u.acknowledgedTime < u.notifiedTime)) throw new BusinessError('确认时间不能早于通知时间');
    if (u.notifiedTime !== null && u.notifiedTime < (recall.createTime ?? 0) - CLOCK_SKEW_MS) throw new BusinessError('通知时间不能早于召回发起时间');
    // The report is evidence (Art. 14): nobody can have been told, or have confirmed, later than now.
    for (const [at, name] of [[u.notifiedTime, '通知时间'], [u.acknowledgedTime, '确认时间']] as const) {
      if (at !== null && at > Date.now() + CLOCK_SKEW_MS) throw new BusinessError(`${name}不能晚于当前时间`);
    }
    const { id: _id, ...changes } = u;
    await updateRecord(db, 'ftRecallConsignee', row, changes, user.username);
  });
}

export interface RecallDisposal {
  planReportedTime: number | null; planReportedTo: string | null; noticeChannel: string | null;
  disposalMethod: string | null; disposalTime: number | null; disposalPlace: string | null; disposalWitness: string | null;
  disposalRemark: string | null;
}

/**
 * Records the recall plan's report to the market regulator (食品召回管理办法 Art. 13) and the disposal of the
 * recalled food (Art. 22). Each half is whole or absent: a report names its regulator, a disposal its method.
 */
export async function recordDisposal(ctx: AppContext, user: SessionUser, id: string, d: RecallDisposal): Promise<void> {
  const now = Date.now();
  await ftDb(ctx.db).transaction().execute(async (db) => {
    const recall = await openRecall(db, id);
    // A drill recalls nothing: there is no plan for the regulator and no food to dispose of.
    if (recall.recallType !== RECALL_TYPE.real) throw new BusinessError('模拟召回不向监管部门报告，也没有需要处置的食品');
    if ((d.planReportedTime === null) !== (d.planReportedTo === null)) throw new BusinessError('请同时填写报告时间和报告的监管部门');
    if ((d.disposalMethod === null) !== (d.disposalTime === null)) throw new BusinessError('请同时填写处置方式和处置时间');
    for (const [at, name] of [[d.planReportedTime, '报告时间'], [d.disposalTime, '处置时间']] as const) {
      if (at !== null && at > now + CLOCK_SKEW_MS) throw new BusinessError(`${name}不能晚于当前时间`);
    }
    if (d.planReportedTime !== null && recall.learnedTime !== null && d.planReportedTime < recall.learnedTime) throw new BusinessError('报告时间不能早于知悉风险的时间');
    if (d.disposalTime !== null && d.disposalTime < (recall.createTime ?? 0) - CLOCK_SKEW_MS) throw new BusinessError('处置时间不能早于召回发起时间');
    // Art. 22: only food recalled for its label or marking (a level-3 recall) may be remedied and sold again.
    if (d.disposalMethod === DISPOSAL_METHOD.remedy && recall.recallLevel !== '3') throw new BusinessError('只有因标签、标识问题实施的三级召回才能补救后继续销售，其他召回的食品应销毁或无害化处理');
    await updateRecord(db, 'ftRecall', recall, { ...d }, user.username);
  });
}

/** Ends a recall with its summary (findings, corrective actions); a closed recall is read-only. */
export async function closeRecall(ctx: AppContext, user: SessionUser, id: string, summary: string): Promise<void> {
  await ftDb(ctx.db).transaction().execute(async (db) => {
    const recall = await openRecall(db, id);
    await updateRecord(db, 'ftRecall', recall, { status: RECALL_STATUS.closed, closedTime: Date.now(), summary }, user.username);
  });
}

async function openRecall(db: FtKysely, id: string) {
  const recall = await db.selectFrom('ftRecall').selectAll().where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!recall) throw new BusinessError('召回记录不存在');
  if (recall.status === RECALL_STATUS.closed) throw new BusinessError('该召回已结束，不能再修改');
  return recall;
}
