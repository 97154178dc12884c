import { ASSESS_METHOD, NAME_JOINER, TRAINING_TEXT, personNames } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb } from '../schema.ts';
import { recountPlans, sessionsOfPlans } from '../staff/training-plan.ts';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * 培训考核 (contracts foodtrace/staff-training.ts): the attendees and those who failed are kept as one list of names
 * each (张伟、李娜), the way 人员培训情况 matches them; whoever failed attended, and a session not assessed has
 * nobody who failed it. Judged on the record as it will stand; 人数 follows 参加人员.
 */
function normalised(record: Row): Row {
  const participants = personNames(text(record.participants));
  if (!participants.length) throw new BusinessError(TRAINING_TEXT.noParticipants);
  const failed = personNames(text(record.failed));
  if (failed.length && record.assessMethod === ASSESS_METHOD.none) throw new BusinessError(TRAINING_TEXT.failedNotAssessed);
  const absent = failed.filter((n) => !participants.includes(n));
  if (absent.length) throw new BusinessError(TRAINING_TEXT.failedNotPresent(absent.join('、')));
  return { participants: participants.join(NAME_JOINER), failed: failed.length ? failed.join(NAME_JOINER) : null, headcount: participants.length };
}

/** 培训考核: its names kept one way; the 培训计划 items it carries out (the one it names now and before) counted again. */
export function staffTrainingHooks(): ResourceHooks {
  return {
    beforeAdd(input) { Object.assign(input, normalised(input)); },
    beforeEdit(changes, existing) { Object.assign(changes, normalised({ ...existing, ...changes })); },
    async afterAdd(row, tx) { await recountPlans(ftDb(tx.db), [row.planId]); },
    async afterEdit(row, existing, tx) { await recountPlans(ftDb(tx.db), [row.planId, existing.planId]); },
    async afterDelete(existing, tx) { await recountPlans(ftDb(tx.db), existing.map((r) => r.planId)); },
  };
}

/** 培训计划: an item a session has carried out is the record of that session's plan, and stays. */
export function trainingPlanHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  return {
    async undeletable(rows) {
      const sessions = await sessionsOfPlans(db, rows.map((r) => r.id as string));
      return new Map([...sessions].map(([id, n]) => [id, TRAINING_TEXT.planUndeletable(n)]));
    },
  };
}
