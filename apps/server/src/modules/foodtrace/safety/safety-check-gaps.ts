import { FT_DICT, restDaysOf, safetyCheckGaps, safetyCheckWindowStart, type SafetyCheckGap } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import type { FtKysely } from '../schema.ts';
import { dateText } from '../shared/wire.ts';

/**
 * What the 食品安全自查 register lacks (contracts safetyCheckGaps): the days, weeks and months of its windows without
 * their record since the first one was kept, and what is due today, this week and this month; no 日管控 on the plant's
 * 停产日 (read per call: a day off entered now counts at once). Over every record,
 * whatever the reader's data rules, as 缺少证照: it is the plant's duty, and it names periods, not records.
 */
export async function safetyCheckGapsNow(db: FtKysely, dict: Pick<DictService, 'items'>, tz: string, now = Date.now()): Promise<SafetyCheckGap[]> {
  const today = dateText(now, tz)!;
  const live = db.selectFrom('ftSafetyCheck').where('delFlag', '=', 0);
  const [records, first, rest] = await Promise.all([
    live.select(['kind', 'checkDate']).where('checkDate', '>=', safetyCheckWindowStart(today)).where('checkDate', '<=', today).execute(),
    live.select((eb) => eb.fn.min('checkDate').as('since')).executeTakeFirst(),
    dict.items(FT_DICT.restDay),
  ]);
  return safetyCheckGaps(records, first?.since ?? null, today, restDaysOf((rest ?? []).map((i) => i.value)));
}
