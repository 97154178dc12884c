import type { PublicFoodCode } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import type { FtKysely } from '../schema.ts';
import { dateText } from '../shared/wire.ts';

export const RECALL_MESSAGE = '该批次产品已召回，请立即停止食用，并联系购买商家或生产企业办理退货。';

/**
 * The recall banner of a recalled lot: what the producer publishes anyway as its recall notice (食品召回管理办法
 * Art. 17: the reason, the level, when it started) and the producer's own phone, so a consumer can call. Never
 * the recall's quantities, consignees or notification records. A lot flagged without a recall record (older
 * data) still gets the message.
 */
export async function recallNotice(db: FtKysely, lotId: string, tz: string, dict: DictService, producerPhone: string | null): Promise<NonNullable<PublicFoodCode['recall']>> {
  const recall = await db.selectFrom('ftLot as l').innerJoin('ftRecall as r', 'r.id', 'l.recallId')
    .select(['r.reason', 'r.recallLevel', 'r.createTime'])
    .where('l.id', '=', lotId).where('r.delFlag', '=', 0).executeTakeFirst();
  return {
    message: RECALL_MESSAGE,
    reason: recall?.reason ?? null,
    level: recall?.recallLevel ? (await dict.text('ft_recall_level', recall.recallLevel)) ?? null : null,
    startDate: dateText(recall?.createTime, tz),
    producerPhone: producerPhone?.trim() || null,
  };
}
