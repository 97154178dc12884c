import { PROCESS_STATUS } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { ftDb } from '../schema.ts';

/**
 * A run added through the generic form is a plan (no inputs yet). Once a run has produced lots it is part of
 * the genealogy: it is in use, so its product and its times (FieldDef.fixedOnceUsed) cannot change — its
 * output lots were dated, and checked against their inputs, when it was recorded — and it cannot be deleted.
 */
export function processHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  const withOutputs = async (processIds: string[]) => new Set((await db.selectFrom('ftLot').select('processId').distinct()
    .where('processId', 'in', processIds).where('delFlag', '=', 0).execute()).map((r) => r.processId));

  return {
    beforeAdd(input) {
      input.status = PROCESS_STATUS.planned;
    },
    async inUse(rows) {
      const made = await withOutputs(rows.map((r) => r.id as string));
      return new Map([...made].map((id) => [id as string, { reason: '该加工记录已有产出批次' }]));
    },
    async undeletable(rows) {
      const made = await withOutputs(rows.map((r) => r.id as string));
      return new Map(rows.filter((r) => made.has(r.id as string)).map((r) => [r.id as string, `加工单 ${String(r.processNo)} 已有产出批次，不能删除（追溯记录须保留）`]));
    },
  };
}
