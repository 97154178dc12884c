import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { refreshLotStatus } from '../lots/lot.service.ts';
import { ftDb } from '../schema.ts';

/**
 * An inspection moves its lot's status (pending → released/rejected …, lots/lot-status.ts) in the same
 * transaction. Editing or deleting one is a correction: it may not take the release away from a lot already
 * used (lot.service.ts#refreshLotStatus).
 */
export function checkoutHooks(_ctx: AppContext): ResourceHooks {
  return {
    async afterAdd(row, tx) {
      await refreshLotStatus(ftDb(tx.db), row.lotId as string, tx.user.username, 'record');
    },
    async afterEdit(row, existing, tx) {
      const db = ftDb(tx.db);
      await refreshLotStatus(db, row.lotId as string, tx.user.username, 'correction');
      if (existing.lotId !== row.lotId) await refreshLotStatus(db, existing.lotId as string, tx.user.username, 'correction');
    },
    async afterDelete(existing, tx) {
      const db = ftDb(tx.db);
      for (const lotId of new Set(existing.map((r) => r.lotId as string))) await refreshLotStatus(db, lotId, tx.user.username, 'correction');
    },
  };
}
