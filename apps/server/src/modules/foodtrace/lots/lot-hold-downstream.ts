import { FT_DICT, HOLD_TEXT, HOLDABLE_STATUSES, type DownstreamLot, type HoldDownstreamResult } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb, type FtKysely } from '../schema.ts';
import { amountText, QTY_EPSILON } from '../shared/quantity.ts';
import { insertRecord, lockingRead } from '../shared/records.ts';
import { reachableLots } from '../trace/genealogy.ts';
import { lotNames } from './lot-names.ts';
import { holdsInForce } from './lot-holds.ts';
import { refreshLotStatus } from './lot.service.ts';

/** The hold, in force (locked until the transaction ends when `lock`); else why 暂扣下游 has nothing to do. */
async function holdInForce(db: FtKysely, holdId: string, lock = false) {
  const read = db.selectFrom('ftLotHold').selectAll().where('id', '=', holdId).where('delFlag', '=', 0);
  const hold = await (lock ? lockingRead(db, read) : read).executeTakeFirst();
  if (!hold) throw new BusinessError('未找到对应数据');
  if (hold.releasedTime !== null) throw new BusinessError(HOLD_TEXT.downstreamReleased);
  return hold;
}

/**
 * The lots made of the hold's lot (contracts DownstreamLot): down the whole genealogy, with stock a run or a shipment
 * could still take (its retained samples aside), in a status a hold may stop, and with no 质量暂扣 of their own in
 * force (one is stop enough; a lot 暂停放行 for a transit excursion is held too, as the excursion's conclusion alone
 * would release it).
 */
async function lotsToHold(db: FtKysely, lotId: string) {
  const made = (await reachableLots(db, [lotId], 'forward')).filter((id) => id !== lotId);
  const lots = await inChunks(made, (ids) => db.selectFrom('ftLot').selectAll().where('id', 'in', ids).where('delFlag', '=', 0)
    .where('status', 'in', [...HOLDABLE_STATUSES]).where('drawableQty', '>', QTY_EPSILON).execute());
  const held = new Set((await holdsInForce(db, lots.map((l) => l.id))).map((h) => h.lotId));
  return lots.filter((l) => !held.has(l.id)).sort((a, b) => (a.lotNo < b.lotNo ? -1 : a.lotNo > b.lotNo ? 1 : 0));
}

/** What the writer of a hold in force is told when lots made of its lot could be held too (HOLD_TEXT.downstreamOffer). */
export async function downstreamOffer(db: FtKysely, lotId: string): Promise<string | null> {
  const lots = await lotsToHold(db, lotId);
  return lots.length ? HOLD_TEXT.downstreamOffer(lots.map((l) => l.lotNo)) : null;
}

/** What 暂扣下游 would hold, for the user to see before holding it. */
export async function downstreamOfHold(ctx: AppContext, holdId: string): Promise<DownstreamLot[]> {
  const db = ftDb(ctx.db);
  const hold = await holdInForce(db, holdId);
  const lots = await lotsToHold(db, hold.lotId);
  const names = await lotNames(db, lots.map((l) => l.id));
  const status = await ctx.dict.lookup();
  return Promise.all(lots.map(async (l) => ({
    id: l.id, lotNo: l.lotNo, itemName: names.get(l.id)?.itemName ?? '', status: status(FT_DICT.lotStatus, l.status),
    available: await amountText(ctx.dict, l.drawableQty, l.unit),
  })));
}

/**
 * Holds every lot downstreamOfHold lists, as it stands now (read again in the transaction, the hold locked): each gets
 * a hold of its own — the same 原因类别, a reason naming the upstream lot — and its status follows at once.
 */
export async function holdDownstream(ctx: AppContext, user: SessionUser, holdId: string): Promise<HoldDownstreamResult> {
  return ftDb(ctx.db).transaction().execute(async (db) => {
    const hold = await holdInForce(db, holdId, true);
    const lots = await lotsToHold(db, hold.lotId);
    if (!lots.length) throw new BusinessError(HOLD_TEXT.downstreamNone);
    const upstream = await db.selectFrom('ftLot').select('lotNo').where('id', '=', hold.lotId).executeTakeFirstOrThrow();
    const now = Date.now();
    for (const lot of lots) {
      await insertRecord(db, 'ftLotHold', {
        lotId: lot.id, source: hold.source, reason: HOLD_TEXT.downstreamReason(upstream.lotNo, hold.reason), heldTime: now,
        heldBy: user.realname || user.username, releasedTime: null, conclusion: null, releasedBy: null, files: null, remark: null,
      }, user, now);
      await refreshLotStatus(db, lot.id, user.username, 'record');
    }
    return { count: lots.length, lotNos: lots.map((l) => l.lotNo) };
  });
}
