import { PROCESS_STATUS } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb } from '../schema.ts';
import { editedInstant } from '../shared/wire.ts';

/**
 * A run added through the generic form is a plan (no inputs yet). Once a run has produced lots it is part of
 * the genealogy: its product and its times cannot change (its output lots were dated, and checked against
 * their inputs, when it was recorded) and it cannot be deleted.
 */
export function processHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  const hasOutputs = async (processId: string) =>
    (await db.selectFrom('ftLot').select('id').where('processId', '=', processId).where('delFlag', '=', 0).executeTakeFirst()) !== undefined;

  return {
    beforeAdd(input) {
      input.status = PROCESS_STATUS.planned;
    },
    async beforeEdit(changes, existing) {
      const tz = ctx.config.timeZone;
      const product = changes.productId !== undefined && changes.productId !== existing.productId;
      const times = ['startTime', 'endTime'].some((k) => editedInstant(changes, existing, k, tz).changed);
      if ((product || times) && await hasOutputs(existing.id as string)) {
        throw new BusinessError(product ? '该加工记录已有产出批次，不能修改产品' : '该加工记录已有产出批次，不能修改开始或结束时间');
      }
    },
    async beforeDelete(existing) {
      for (const row of existing) {
        if (await hasOutputs(row.id as string)) throw new BusinessError(`加工单 ${String(row.processNo)} 已有产出批次，不能删除（追溯记录须保留）`);
      }
    },
  };
}
