import { CCP_DEVIATED_STATES, CCP_STATE, CCP_TEXT, LOT_STATUS } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb, type FtKysely } from '../schema.ts';
import { lockingRead, updateRecord } from '../shared/records.ts';
import { editedInstant, instantOf, timeText } from '../shared/wire.ts';

type Row = Record<string, unknown>;

/** A lot in neither of these has been released at some time (and may be held or recalled since). */
const UNRELEASED = [LOT_STATUS.pending, LOT_STATUS.rejected];

/**
 * CCP 纠偏 (contracts foodtrace/ccp-correction.ts): a correction is of a run that missed a critical limit (the
 * reference's filter) and its run stays its own; it copies the run's deviation so the record reads whole. The run
 * is 已纠偏 while it has a live correction and 待纠偏 otherwise — set in the record's transaction. A correction is not
 * dated before its run began. The last
 * correction of a run whose products were released on the strength of it cannot be deleted.
 */
export function ccpCorrectionHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  const tz = ctx.config.timeZone;

  /**
   * A run's first lot past inspection (released, held or recalled since): its release rested on the correction.
   * Read locked, so that a release committed while this waited for the run's lock is seen.
   */
  const releasedLot = (trx: FtKysely, processId: string) => lockingRead(trx, trx.selectFrom('ftLot').select('lotNo').where('processId', '=', processId)
    .where('delFlag', '=', 0).where('status', 'not in', UNRELEASED)).executeTakeFirst();

  /**
   * The run's state from its live corrections, written (with its data-log version) only when it changes. The run
   * is read locked, as a release reads it (lots/lot.service.ts): a release and the delete of the run's last
   * correction at the same moment take turns, and the second sees what the first did.
   */
  const settle = async (trx: FtKysely, processId: string, username: string) => {
    const run = await lockingRead(trx, trx.selectFrom('ftProcess').selectAll().where('id', '=', processId)).executeTakeFirst();
    if (!run || !CCP_DEVIATED_STATES.includes(run.ccpState)) return;
    const corrected = await trx.selectFrom('ftCcpCorrection').select('id').where('processId', '=', processId).where('delFlag', '=', 0).executeTakeFirst();
    const state = corrected ? CCP_STATE.corrected : CCP_STATE.pending;
    if (state === run.ccpState) return;
    if (state === CCP_STATE.pending) {
      const released = await releasedLot(trx, processId);
      if (released) throw new BusinessError(CCP_TEXT.lastInUse(run.processNo, released.lotNo));
    }
    await updateRecord(trx, 'ftProcess', run, { ccpState: state }, username);
  };

  /** A correction answers a deviation of its run: it is not dated before the run began. */
  const assertAfterRunStart = async (processId: string, correctedAt: number | null) => {
    const run = await db.selectFrom('ftProcess').select(['processNo', 'startTime']).where('id', '=', processId).executeTakeFirst();
    if (run?.startTime !== null && run?.startTime !== undefined && correctedAt !== null && correctedAt < Number(run.startTime)) {
      throw new BusinessError(CCP_TEXT.beforeRun(run.processNo, timeText(Number(run.startTime), tz)!));
    }
  };

  return {
    async beforeAdd(input) {
      // whether it is a live run with a deviation is the reference's filter, which the generic code checks next
      const run = await db.selectFrom('ftProcess').select('ccpDeviation').where('id', '=', input.processId as string).executeTakeFirst();
      input.deviation = run?.ccpDeviation ?? null;
      await assertAfterRunStart(input.processId as string, instantOf(input.correctedTime as string, tz, 'correctedTime'));
    },

    async beforeEdit(changes, existing) {
      if (changes.processId !== undefined && changes.processId !== existing.processId) throw new BusinessError(CCP_TEXT.processFixed);
      const corrected = editedInstant(changes, existing, 'correctedTime', tz);
      if (corrected.changed) await assertAfterRunStart(existing.processId as string, corrected.at);
    },

    async afterAdd(row: Row, tx) {
      await settle(ftDb(tx.db), row.processId as string, tx.user.username);
    },

    // the rule settle keeps, said on the rows first: the only correction of a run with a released lot
    async undeletable(rows) {
      const runIds = [...new Set(rows.map((r) => r.processId as string))];
      if (!runIds.length) return new Map();
      const counts = await db.selectFrom('ftCcpCorrection').select(['processId', (e) => e.fn.countAll<number>().as('n')])
        .where('processId', 'in', runIds).where('delFlag', '=', 0).groupBy('processId').execute();
      const single = runIds.filter((id) => Number(counts.find((c) => c.processId === id)?.n ?? 0) <= 1);
      if (!single.length) return new Map();
      const released = await db.selectFrom('ftLot').innerJoin('ftProcess', 'ftProcess.id', 'ftLot.processId')
        .select(['ftLot.processId', 'ftLot.lotNo', 'ftProcess.processNo']).where('ftLot.processId', 'in', single)
        .where('ftLot.delFlag', '=', 0).where('ftLot.status', 'not in', UNRELEASED).execute();
      const why = new Map(released.map((l) => [l.processId, CCP_TEXT.lastInUse(l.processNo, l.lotNo)]));
      return new Map(rows.filter((r) => why.has(r.processId as string)).map((r) => [r.id as string, why.get(r.processId as string)!]));
    },

    async afterDelete(existing, tx) {
      for (const processId of new Set(existing.map((r) => r.processId as string))) await settle(ftDb(tx.db), processId, tx.user.username);
    },
  };
}
