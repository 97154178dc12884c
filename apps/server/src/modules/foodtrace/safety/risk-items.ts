import { FT_DICT, RISK_SUMMARY_DAYS, addDays, riskItemSummary, type RiskItemSummary } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import type { FtKysely } from '../schema.ts';
import { dateText } from '../shared/wire.ts';

/**
 * 风险项统计 (contracts riskItemSummary): the items of the plant's 风险管控清单 (the dictionary, in its order) over the
 * checks of the last RISK_SUMMARY_DAYS days, the items found wanting most first. Over every record, whatever the
 * reader's data rules, as 缺少记录 (safety-check-gaps.ts).
 */
export async function riskItemsNow(db: FtKysely, dict: Pick<DictService, 'items'>, tz: string, now = Date.now()): Promise<RiskItemSummary[]> {
  const today = dateText(now, tz)!;
  const [items, records] = await Promise.all([
    dict.items(FT_DICT.safetyRiskItem),
    db.selectFrom('ftSafetyCheck').select(['checkDate', 'result', 'riskItems', 'nonConformItems']).where('delFlag', '=', 0)
      .where('checkDate', '>=', addDays(today, -RISK_SUMMARY_DAYS + 1)).where('checkDate', '<=', today).execute(),
  ]);
  return riskItemSummary((items ?? []).map((i) => i.value), records);
}
