import { DISPOSAL_TEXT, FT_DICT, isDisposable, LOT_DISPOSAL_METHOD, LOT_KIND, RETAINED_SAMPLE_TEXT } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { available, liveLot, moveLotQty, retainedLeft } from '../lots/lot.service.ts';
import { samplesKeptUntil } from '../lots/retained-samples.ts';
import { ftDb, type FtKysely } from '../schema.ts';
import { amountText, QTY_EPSILON, round4 } from '../shared/quantity.ts';
import { dateText, editedInstant, instantOf } from '../shared/wire.ts';

type Row = Record<string, unknown>;

/**
 * 不合格品处置 (contracts foodtrace/lot-disposal.ts): only stock that must not be used is disposed of (rejected, held,
 * recalled, or past its 保质期 on the disposal's day), a delivery goes back only to where it came from (a raw lot),
 * and never more than is left. The lot's 已处置 moves with the
 * record in one conditional UPDATE inside the record's transaction, so two disposals at once cannot take more than
 * the lot has; an edit moves it by the difference (one to another day is judged anew on that day) and a delete
 * (a correction) gives it back.
 */
export function lotDisposalHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);

  const tz = ctx.config.timeZone;

  /** Judged on the disposal's own day: stock past its 保质期 then needs no 不合格 judgement first. */
  const assertDisposable = async (lotId: string, method: unknown, at: number | null) => {
    const lot = await liveLot(db, lotId);
    if (!lot) throw new BusinessError('批次不存在');
    const day = dateText(at ?? Date.now(), tz)!;
    if (!isDisposable(lot, day)) throw new BusinessError(DISPOSAL_TEXT.notDisposable(lot.lotNo, await ctx.dict.text(FT_DICT.lotStatus, lot.status) ?? lot.status, day));
    if (method === LOT_DISPOSAL_METHOD.returned && lot.lotKind !== LOT_KIND.raw) throw new BusinessError(DISPOSAL_TEXT.returnRawOnly);
    return lot;
  };

  /**
   * Moves the lot's 已处置 by `delta` (lot.service moveLotQty), on the day the disposal took place (`at`): its
   * retained samples only once their 留样至 has passed then. A refusal speaks of the record's whole quantity
   * `asked` and what it could have been (an edit's own quantity counts as left).
   */
  const dispose = async (trx: FtKysely, lotId: string, delta: number, username: string, at: number, asked = delta) => {
    if (Math.abs(delta) < QTY_EPSILON) return;
    const keptUntil = delta > 0 ? await samplesKeptUntil(trx, lotId, dateText(at, tz)!) : null;
    const { moved, lot } = await moveLotQty(trx, lotId, 'disposedQty', delta, username, { keepSamples: keptUntil !== null });
    if (!lot) throw new BusinessError('批次不存在');
    if (moved) return;
    const left = round4(available(lot) + asked - delta);
    const [leftText, askedText] = [await amountText(ctx.dict, left, lot.unit), await amountText(ctx.dict, asked, lot.unit)];
    const kept = retainedLeft(lot);
    if (keptUntil !== null && kept > QTY_EPSILON) {
      throw new BusinessError(RETAINED_SAMPLE_TEXT.keptUntil(lot.lotNo, leftText, await amountText(ctx.dict, kept, lot.unit), keptUntil, askedText));
    }
    throw new BusinessError(DISPOSAL_TEXT.tooMuch(lot.lotNo, leftText, askedText));
  };

  return {
    async beforeAdd(input) {
      const lot = await assertDisposable(input.lotId as string, input.method, instantOf(input.disposedTime as string, tz, 'disposedTime'));
      input.unit = lot.unit;
    },

    async beforeEdit(changes, existing) {
      // the lot is what the record is about: a wrong one is deleted and entered again (its quantity given back)
      if (changes.lotId !== undefined && changes.lotId !== existing.lotId) throw new BusinessError(DISPOSAL_TEXT.lotFixed);
      const disposed = editedInstant(changes, existing, 'disposedTime', tz);
      if (changes.method !== undefined || disposed.changed) await assertDisposable(existing.lotId as string, changes.method ?? existing.method, disposed.at);
    },

    async afterAdd(row: Row, tx) {
      await dispose(ftDb(tx.db), row.lotId as string, round4(Number(row.quantity)), tx.user.username, Number(row.disposedTime));
    },

    async afterEdit(row: Row, existing: Row, tx) {
      const [trx, lotId, username] = [ftDb(tx.db), existing.lotId as string, tx.user.username];
      const [asked, was, at] = [round4(Number(row.quantity)), round4(Number(existing.quantity)), Number(row.disposedTime)];
      if (at === Number(existing.disposedTime)) {
        await dispose(trx, lotId, round4(asked - was), username, at, asked);
        return;
      }
      // Another day may still keep samples the old one let go: the record is judged anew on its new day, as if
      // given back and entered again (both in the edit's transaction, so a refusal leaves the lot as it was).
      await dispose(trx, lotId, -was, username, Number(existing.disposedTime));
      await dispose(trx, lotId, asked, username, at);
    },

    async afterDelete(existing, tx) {
      for (const row of existing) await dispose(ftDb(tx.db), row.lotId as string, -round4(Number(row.quantity)), tx.user.username, Number(row.disposedTime));
    },
  };
}
