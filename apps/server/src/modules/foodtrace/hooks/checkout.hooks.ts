import { INSPECTION_RESULT, retainedSampleProblem } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { PASS_WITH_FAILED_ITEM, assertStageFitsLot, retainedUntil } from '../checkout/checkout.service.ts';
import { assertTransitSettled, lotsInUse, refreshLotStatus, releasesInUse } from '../lots/lot.service.ts';
import { ftDb } from '../schema.ts';
import { assertInspectedAfterMade } from '../shared/chronology.ts';
import { assertLicencesValid } from '../shared/licences.ts';
import { dateText, editedInstant } from '../shared/wire.ts';

/**
 * An inspection moves its lot's status (pending → released/rejected …, lots/lot-status.ts) in the same
 * transaction. It is recorded with its items by 登记检验 (checkout.service.ts), never by the generic add.
 * Editing or deleting one is a correction: it keeps the rules of the record, and it may not take the release
 * away from a lot already used (lot.service.ts#refreshLotStatus).
 */
export function checkoutHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  const tz = ctx.config.timeZone;
  return {
    // An inspection of a lot since used is evidence (FieldDef.fixedOnceUsed): re-dating a release after the
    // shipments it allowed, or changing who signed it, would rewrite the record a regulator reads.
    async inUse(rows) {
      const lotIds = [...new Set(rows.map((r) => r.lotId as string))];
      if (!lotIds.length) return new Map();
      const lots = await db.selectFrom('ftLot').selectAll().where('id', 'in', lotIds).where('delFlag', '=', 0).execute();
      const used = await lotsInUse(db, lots);
      const reason = new Map(lots.filter((l) => used.has(l.id)).map((l) => [l.id, `批次 ${l.lotNo} 已投料、发货、处置或赋码`]));
      return new Map(rows.filter((r) => reason.has(r.lotId as string)).map((r) => [r.id as string, { reason: reason.get(r.lotId as string)! }]));
    },
    async beforeEdit(changes, existing) {
      const inspected = editedInstant(changes, existing, 'inspectedTime', tz);
      const lotId = (changes.lotId ?? existing.lotId) as string;
      const stage = (changes.stage ?? existing.stage) as string;
      if (inspected.changed || lotId !== existing.lotId) await assertInspectedAfterMade(db, lotId, inspected.at, tz);
      if (lotId !== existing.lotId || stage !== existing.stage) await assertStageFitsLot(db, ctx.dict, lotId, stage);
      // an agency's report counts only while its 资质认定 is in force (shared/licences.ts)
      const agencyId = changes.agencyId === undefined ? existing.agencyId : changes.agencyId;
      if (inspected.changed || agencyId !== existing.agencyId) {
        await assertLicencesValid(db, ctx.dict, agencyId, dateText(inspected.at, tz), 'agency');
      }
      // A correction keeps the retained sample's rules (留样): a release records one, no larger than the lot, kept to
      // its 保质期至 (an empty 留样至 is that date, as when recorded).
      if (['sampleQty', 'sampleLocation', 'sampleUntil', 'stage', 'result', 'lotId'].some((k) => changes[k] !== undefined)) {
        const merged = { ...existing, ...changes };
        const unsampled = retainedSampleProblem(merged);
        if (unsampled) throw new BusinessError(unsampled);
        const taken = changes.sampleQty !== undefined || lotId !== existing.lotId;
        changes.sampleUntil = await retainedUntil(db, ctx.dict, merged, taken);
      }
      // A correction to 合格 cannot leave a failed item behind it (the items are recorded with the inspection).
      if (changes.result === INSPECTION_RESULT.pass && existing.result !== INSPECTION_RESULT.pass) {
        const failed = await db.selectFrom('ftCheckoutItem').select('id').where('checkoutId', '=', existing.id as string)
          .where('delFlag', '=', 0).where('passed', '=', '0').executeTakeFirst();
        if (failed) throw new BusinessError(PASS_WITH_FAILED_ITEM);
      }
      // nor judge 合格 a raw lot whose delivery's excursion waits for its 评估结论 or was turned away (as 登记检验)
      const result = changes.result ?? existing.result;
      if (result === INSPECTION_RESULT.pass && (result !== existing.result || lotId !== existing.lotId)) await assertTransitSettled(db, ctx.dict, lotId);
    },
    async afterEdit(row, existing, tx) {
      const db = ftDb(tx.db);
      await refreshLotStatus(db, row.lotId as string, tx.user.username, 'correction');
      if (existing.lotId !== row.lotId) await refreshLotStatus(db, existing.lotId as string, tx.user.username, 'correction');
    },
    // the delete of a release the lot's use depends on is refused (refreshLotStatus): say so on the row first
    async undeletable(rows) {
      return releasesInUse(db, rows.map((r) => ({ id: r.id as string, lotId: r.lotId as string })));
    },
    async afterDelete(existing, tx) {
      const db = ftDb(tx.db);
      for (const lotId of new Set(existing.map((r) => r.lotId as string))) await refreshLotStatus(db, lotId, tx.user.username, 'correction');
    },
  };
}
