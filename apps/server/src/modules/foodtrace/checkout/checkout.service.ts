import { z } from 'zod';
import { FT_DICT, INSPECTION_RESULT, STAGE_LOT_KINDS, addSchema, checkoutResource, misjudgedItem, retainedSampleProblem, isRelease, RETAINED_SAMPLE_TEXT, type LotKind } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { listSpecOf } from '../../../crud/list-spec.ts';
import { assertHappened } from '../../../crud/resource-repo.ts';
import { ResourceRefs } from '../../../crud/resource-refs.ts';
import { assertStoredFiles } from '../../../crud/stored-files.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { BusinessError } from '../../../platform/errors.ts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import { assertTransitSettled, available, liveLot, refreshLotStatus } from '../lots/lot.service.ts';
import { amountText, QTY_EPSILON } from '../shared/quantity.ts';
import { ftDb, type FtKysely } from '../schema.ts';
import { assertInspectedAfterMade } from '../shared/chronology.ts';
import { assignNumbers } from '../../../platform/numbering/auto-number.ts';
import { insertRecord } from '../shared/records.ts';
import { assertLicencesValid } from '../shared/licences.ts';
import { dateText, instantOf } from '../shared/wire.ts';

export const PASS_WITH_FAILED_ITEM = '存在不合格的检验项目，检验结论不能为合格';

/** An inspection with its items (检验项目: limit, measured value, pass) — GB/T 37029 检验记录. */
export const CheckoutRecordBody = z.object({
  items: z.array(z.object({
    itemName: z.string().trim().min(1, '请输入检验项目').max(100),
    standardLimit: z.string().trim().max(100).nullish(),
    unit: z.string().trim().max(20).nullish(),
    measuredValue: z.string().trim().max(100).nullish(),
    passed: z.boolean(),
  })).max(100).default([]),
}).and(addSchema(checkoutResource));
export type CheckoutRecordBody = z.infer<typeof CheckoutRecordBody>;

/** An inspection fits its lot (STAGE_LOT_KINDS): an incoming check cannot release finished goods. */
export async function assertStageFitsLot(db: FtKysely, dict: DictService, lotId: string, stage: string): Promise<void> {
  const kinds = STAGE_LOT_KINDS[stage];
  const lot = kinds ? await liveLot(db, lotId) : undefined;
  if (!kinds || !lot || kinds.includes(lot.lotKind as LotKind)) return;
  const kindText = async (k: string) => (await dict.text(FT_DICT.lotKind, k)) ?? k;
  const allowed = await Promise.all(kinds.map(kindText));
  throw new BusinessError(`${(await dict.text(FT_DICT.inspectionStage, stage)) ?? stage}只适用于${allowed.join('、')}，批次 ${lot.lotNo} 是${await kindText(lot.lotKind)}`);
}

/**
 * Until when a retained sample is kept: at least to the lot's 保质期至 (retained-sample.ts), which it defaults to
 * when left empty; null without a sample. A release's sample must have a date, or it would never be due nor held
 * back from 不合格品处置: a lot without 保质期至 needs one given. The sample is taken from what is left of the lot
 * (`taken`: a new one; a correction of its place or date leaves its size alone, though the lot may be used up since).
 */
export async function retainedUntil(db: FtKysely, dict: DictService, h: Readonly<Record<string, unknown>>, taken = true): Promise<string | null> {
  const sampleQty = h.sampleQty as number | null;
  const until = (h.sampleUntil as string | null) || null;
  if (!sampleQty) return until;
  const lot = await liveLot(db, h.lotId as string);
  if (lot && taken && sampleQty > available(lot) + QTY_EPSILON) {
    throw new BusinessError(RETAINED_SAMPLE_TEXT.moreThanLot(sampleQty, lot.lotNo, await amountText(dict, available(lot), lot.unit)));
  }
  if (until && lot?.expiryDate && until < lot.expiryDate) throw new BusinessError(RETAINED_SAMPLE_TEXT.tooShort(lot.expiryDate));
  const kept = until ?? lot?.expiryDate ?? null;
  if (!kept && lot && isRelease(h)) throw new BusinessError(RETAINED_SAMPLE_TEXT.untilMissing(lot.lotNo));
  return kept;
}

/**
 * Header and items in one transaction, then the lot's status follows (lots/lot-status.ts). A failed item
 * cannot stand beside a "pass" conclusion, nor a 合格 beside figures that fail the limit, and the inspection
 * must be of a kind that fits its lot.
 */
export async function recordCheckout(ctx: AppContext, user: SessionUser, body: CheckoutRecordBody, files: Pick<FileStorage, 'stat'>): Promise<{ id: string; lotStatus: string }> {
  if (body.result === INSPECTION_RESULT.pass && body.items.some((i) => !i.passed)) {
    throw new BusinessError(PASS_WITH_FAILED_ITEM);
  }
  const misjudged = misjudgedItem(body.items);
  if (misjudged) throw new BusinessError(misjudged);
  assertHappened(checkoutResource, body, ctx.config.timeZone);
  await new ResourceRefs(checkoutResource, ctx.kind, (d) => listSpecOf(d, ctx.config.timeZone)).check(ctx.db, body);
  await assertStoredFiles(files, checkoutResource.fields, body);
  return ftDb(ctx.db).transaction().execute(async (db) => {
    await assignNumbers(db, checkoutResource, body, { kind: ctx.kind, timeZone: ctx.config.timeZone });
    if (await db.selectFrom('ftCheckout').select('id').where('checkoutNo', '=', body.checkoutNo as string).where('delFlag', '=', 0).executeTakeFirst()) {
      throw new BusinessError('检验单号已存在');
    }
    const { items, ...header } = body;
    const inspectedTime = instantOf(header.inspectedTime as string, ctx.config.timeZone, 'inspectedTime');
    await assertInspectedAfterMade(db, header.lotId as string, inspectedTime, ctx.config.timeZone);
    await assertStageFitsLot(db, ctx.dict, header.lotId as string, header.stage as string);
    await assertLicencesValid(db, ctx.dict, header.agencyId, dateText(inspectedTime, ctx.config.timeZone), 'agency');
    const unsampled = retainedSampleProblem(header);
    if (unsampled) throw new BusinessError(unsampled);
    const sampleUntil = await retainedUntil(db, ctx.dict, header);
    const row = await insertRecord(db, 'ftCheckout', { ...header, inspectedTime, sampleUntil }, user);
    for (const [i, item] of items.entries()) {
      await insertRecord(db, 'ftCheckoutItem', {
        checkoutId: row.id, seq: i + 1, itemName: item.itemName, standardLimit: item.standardLimit ?? null, unit: item.unit ?? null,
        measuredValue: item.measuredValue ?? null, passed: item.passed ? '1' : '0',
      }, user);
    }
    if (header.result === INSPECTION_RESULT.pass) await assertTransitSettled(db, ctx.dict, header.lotId as string);
    await refreshLotStatus(db, header.lotId as string, user.username, 'record');
    const lot = await db.selectFrom('ftLot').select('status').where('id', '=', header.lotId as string).executeTakeFirstOrThrow();
    return { id: row.id, lotStatus: lot.status };
  });
}
