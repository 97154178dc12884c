import { safetyCheckGaps, safetyCheckWindowStart, type SafetyCheckGap } from '@foodtrace/contracts';
import type { FtKysely } from '../schema.ts';
import { dateText } from '../shared/wire.ts';

/**
 * What the 食品安全自查 register lacks (contracts safetyCheckGaps): the days, weeks and months of its windows without
 * their record since the first one was kept, and what is due today, this week and this month. Over every record,
 * whatever the reader's data rules, as 缺少证照: it is the plant's duty, and it names periods, not records.
 */
export async function safetyCheckGapsNow(db: FtKysely, tz: string, now = Date.now()): Promise<SafetyCheckGap[]> {
  const today = dateText(now, tz)!;
  const live = db.selectFrom('ftSafetyCheck').where('delFlag', '=', 0);
  const [records, first] = await Promise.all([
    live.select(['kind', 'checkDate']).where('checkDate', '>=', safetyCheckWindowStart(today)).where('checkDate', '<=', today).execute(),
    live.select((eb) => eb.fn.min('checkDate').as('since')).executeTakeFirst(),
  ]);
  return safetyCheckGaps(records, first?.since ?? null, today);
}
