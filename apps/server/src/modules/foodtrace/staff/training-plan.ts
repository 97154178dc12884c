import { TRAINING_PLAN_SCOPE } from '@foodtrace/contracts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ListScopeImpl } from '../../../crud/list-scopes.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FoodtraceTables, FtKysely } from '../schema.ts';

/** An item no session of 培训考核 has carried out yet. */
const notCarriedOut = (eb: ExpressionBuilder<FoodtraceTables, 'ftTrainingPlan'>): Expression<SqlBool> => eb('doneDate', 'is', null);

/** 培训计划 → 待实施 (TRAINING_PLAN_SCOPE.open): the items no session has carried out yet. */
export const TRAINING_PLAN_LIST_SCOPES: Record<string, Record<string, ListScopeImpl>> = {
  trainingPlan: { [TRAINING_PLAN_SCOPE.open]: (eb) => notCarriedOut(eb) },
};

/**
 * The items of 待实施 due by `until` (`YYYY-MM-DD`): overdue or about to be, soonest first — what 培训计划提醒 sends.
 * Over all items, whatever a reader's data rules: the plan is the plant's.
 */
export function plansDueBy(db: FtKysely, until: string) {
  return db.selectFrom('ftTrainingPlan').select(['dueDate', 'topic', 'audience']).where('delFlag', '=', 0)
    .where((eb) => notCarriedOut(eb)).where('dueDate', '<=', until).orderBy('dueDate').orderBy('topic').execute();
}

/**
 * Sets each plan item's 实施日期 to the day of the first live session of 培训考核 naming it (none: not carried out),
 * in the transaction of the session's write, so that the plan never says done for a session rolled back or deleted.
 */
export async function recountPlans(db: FtKysely, planIds: readonly unknown[]): Promise<void> {
  const ids = [...new Set(planIds.filter((id): id is string => typeof id === 'string' && id !== ''))];
  for (const id of ids) {
    const first = await db.selectFrom('ftStaffTraining').select((eb) => eb.fn.min<string>('trainDate').as('day'))
      .where('planId', '=', id).where('delFlag', '=', 0).executeTakeFirst();
    await db.updateTable('ftTrainingPlan').set({ doneDate: first?.day ?? null }).where('id', '=', id).execute();
  }
}

/** Of these plan items, those sessions have carried out: id → how many sessions. */
export async function sessionsOfPlans(db: FtKysely, planIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await inChunks(planIds, (part) => db.selectFrom('ftStaffTraining').select((eb) => ['planId', eb.fn.countAll<number>().as('n')])
    .where('planId', 'in', part).where('delFlag', '=', 0).groupBy('planId').execute());
  return new Map(rows.map((r) => [r.planId!, Number(r.n)]));
}
