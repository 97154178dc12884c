import { CODE_STATUS, LOT_STATUS } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { newId } from '../../../platform/db/ids.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb } from '../schema.ts';
import { insertRecord, updateRecord } from '../shared/records.ts';
import { randomToken } from '../shared/tokens.ts';
import { dateText } from '../shared/wire.ts';
import { reachableLots } from '../trace/genealogy.ts';

export interface RecallResult { recallId: string; recallNo: string; lotCount: number; codeCount: number; lots: Array<{ id: string; lotNo: string }> }

/**
 * Recalls a lot and everything made from it (食品召回管理办法; the forward trace): each lot becomes RECALLED
 * with a data-log entry, and every active code of those lots is flagged so the public page shows the recall
 * banner at once. The ft_recall row records who, when, why and how much; per-code snapshots are not written
 * (a recall may flag a hundred thousand codes; the recall row and the lots' logs already say what happened).
 */
export async function recallLot(ctx: AppContext, user: SessionUser, lotId: string, reason: string): Promise<RecallResult> {
  return ftDb(ctx.db).transaction().execute(async (db) => {
    const seed = await db.selectFrom('ftLot').selectAll().where('id', '=', lotId).where('delFlag', '=', 0).executeTakeFirst();
    if (!seed) throw new BusinessError('批次不存在');
    const ids = await reachableLots(db, [lotId], 'forward');
    const recallId = newId();
    const lots = await db.selectFrom('ftLot').selectAll().where('id', 'in', ids).where('delFlag', '=', 0).execute();
    const newlyRecalled = lots.filter((l) => l.status !== LOT_STATUS.recalled);
    for (const lot of newlyRecalled) {
      await updateRecord(db, 'ftLot', lot, { status: LOT_STATUS.recalled, recallId }, user.username);
    }
    const now = Date.now();
    let codeCount = 0;
    for (let i = 0; i < ids.length; i += 500) {
      const res = await db.updateTable('ftTraceCode').set({ status: CODE_STATUS.recalled, updateBy: user.username, updateTime: now })
        .where('lotId', 'in', ids.slice(i, i + 500)).where('status', '=', CODE_STATUS.active).where('delFlag', '=', 0).executeTakeFirst();
      codeCount += Number(res.numUpdatedRows);
    }
    const recallNo = `RC${dateText(now, ctx.config.timeZone)!.replace(/-/g, '')}-${randomToken(4)}`;
    await insertRecord(db, 'ftRecall', { id: recallId, recallNo, lotId, reason, lotCount: newlyRecalled.length, codeCount }, user.username, now);
    return { recallId, recallNo, lotCount: newlyRecalled.length, codeCount, lots: newlyRecalled.map((l) => ({ id: l.id, lotNo: l.lotNo })) };
  });
}
