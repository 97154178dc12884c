import { FT_DICT, HOLD_TEXT } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';
import { dateText } from '../shared/wire.ts';

/** A 质量暂扣 in force (not yet released), as the lot's notes and the trace report tell it. */
export interface HoldInForce { lotId: string; source: string; reason: string; heldTime: number | string }

/** The 质量暂扣 of these lots in force, oldest first. */
export function holdsInForce(db: FtKysely, lotIds: readonly string[]): Promise<HoldInForce[]> {
  return inChunks(lotIds, (ids) => db.selectFrom('ftLotHold').select(['lotId', 'source', 'reason', 'heldTime']).where('delFlag', '=', 0)
    .where('lotId', 'in', ids).where('releasedTime', 'is', null).orderBy('heldTime').execute());
}

/** Whether a 质量暂扣 of the lot is in force: its status is then held (lot-status.ts). */
export async function heldNow(db: FtKysely, lotId: string): Promise<boolean> {
  return (await holdsInForce(db, [lotId])).length > 0;
}

/**
 * The words of a lot's holds in force (HOLD_TEXT.inForce), or null: the lot's note (LotWarnings.qualityHold, read by
 * 登记检验 and the trace workbench) and the trace report's finding of a held lot say the same.
 */
export function holdsText(holds: readonly HoldInForce[], source: (code: string) => string, tz: string): string | null {
  return holds.length ? HOLD_TEXT.inForce(holds.map((h) => ({ source: source(h.source), day: dateText(Number(h.heldTime), tz)!, reason: h.reason }))) : null;
}

/** The lot's note of its holds in force (LotWarnings.qualityHold), or null. */
export async function qualityHoldWarning(db: FtKysely, dict: Pick<DictService, 'lookup'>, tz: string, lotId: string): Promise<string | null> {
  const holds = await holdsInForce(db, [lotId]);
  if (!holds.length) return null;
  const text = await dict.lookup();
  return holdsText(holds, (code) => text(FT_DICT.holdSource, code), tz);
}
