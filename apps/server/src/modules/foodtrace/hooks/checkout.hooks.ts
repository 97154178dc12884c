import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { refreshLotStatus } from '../lots/lot.service.ts';
import { ftDb } from '../schema.ts';
import { assertInspectedAfterMade } from '../shared/chronology.ts';
import { editedInstant, instantOf } from '../shared/wire.ts';

/**
 * An inspection moves its lot's status (pending → released/rejected …, lots/lot-status.ts) in the same
 * transaction. Editing or deleting one is a correction: it may not take the release away from a lot already
 * used (lot.service.ts#refreshLotStatus).
 */
export function checkoutHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  const tz = ctx.config.timeZone;
  return {
    async beforeAdd(input) {
      await assertInspectedAfterMade(db, input.lotId as string, instantOf(input.inspectedTime as string, tz, 'inspectedTime'), tz);
    },
    async beforeEdit(changes, existing) {
      const inspected = editedInstant(changes, existing, 'inspectedTime', tz);
      const lotId = (changes.lotId ?? existing.lotId) as string;
      if (inspected.changed || lotId !== existing.lotId) await assertInspectedAfterMade(db, lotId, inspected.at, tz);
    },
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
