import { FT_DICT, HOLD_TEXT } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import type { FtKysely } from '../schema.ts';
import { dateText } from '../shared/wire.ts';

/** The 质量暂扣 of a lot in force (not yet released), oldest first. */
function holdsInForce(db: FtKysely, lotId: string) {
  return db.selectFrom('ftLotHold').select(['source', 'reason', 'heldTime']).where('delFlag', '=', 0).where('lotId', '=', lotId)
    .where('releasedTime', 'is', null).orderBy('heldTime').execute();
}

/** Whether a 质量暂扣 of the lot is in force: its status is then held (lot-status.ts). */
export async function heldNow(db: FtKysely, lotId: string): Promise<boolean> {
  return (await holdsInForce(db, lotId)).length > 0;
}

/** The lot's note of its holds in force (LotWarnings.qualityHold), or null: what 登记检验 and the trace workbench say. */
export async function qualityHoldWarning(db: FtKysely, dict: Pick<DictService, 'text'>, tz: string, lotId: string): Promise<string | null> {
  const holds = await holdsInForce(db, lotId);
  if (!holds.length) return null;
  return HOLD_TEXT.inForce(await Promise.all(holds.map(async (h) => ({
    source: (await dict.text(FT_DICT.holdSource, h.source)) ?? h.source, day: dateText(Number(h.heldTime), tz)!, reason: h.reason,
  }))));
}
