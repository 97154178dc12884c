import { LOT_KIND } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { liveLot, refreshLotStatus } from '../lots/lot.service.ts';
import { ftDb, type FtKysely } from '../schema.ts';
import { assertNotBeforeLot } from '../shared/chronology.ts';
import { editedInstant, instantOf } from '../shared/wire.ts';

/**
 * A lot we made cannot be inspected before it was made (shared/chronology.ts). A raw lot may: a sample can be
 * taken, or a supplier's batch tested, before the delivery is booked in.
 */
export async function assertInspectedAfterMade(db: FtKysely, lotId: string, inspectedTime: number | null, tz: string): Promise<void> {
  const lot = await liveLot(db, lotId);
  if (lot && lot.lotKind !== LOT_KIND.raw) assertNotBeforeLot(lot, inspectedTime, '检验时间', tz);
}

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
