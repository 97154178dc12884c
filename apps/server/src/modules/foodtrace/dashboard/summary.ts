import { CCP_STATE, CERT_WARN_DAYS, LOT_STATUS, NEAR_EXPIRY_DAYS, ORG_TYPE, QTY_EPSILON, SAFETY_CHECK_RESULT, SUGGEST_STATUS, addDays, type ActivityCounts, type DashboardSummary } from '@foodtrace/contracts';
import { sql } from 'kysely';
import { drillsDue } from '../recall/recall-drill.ts';
import type { FtKysely } from '../schema.ts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import { ACTIVITIES, activityRows, type Activity } from './activity.ts';
import { dayStart } from './days.ts';
import { certificatesDueBy, uncoveredOffices } from '../shared/licences.ts';
import { healthCertificatesDueBy, unregisteredOperators } from '../shared/staff-health.ts';
import { instrumentsDue } from '../shared/instruments.ts';
import { staffTrainingNow } from '../staff/staff-training.ts';
import { safetyCheckGapsNow } from '../safety/safety-check-gaps.ts';
import { disposableLots, expiredStock, expiringStock, inStock, samplesDue } from '../lots/lot-scopes.ts';
import { dateText } from '../shared/wire.ts';

/** Today's, the last 7 and the last 30 days' activity, and the totals (FoodChart's cards). */
export async function dashboardSummary(db: FtKysely, dict: Pick<DictService, 'items'>, tz: string, now = Date.now()): Promise<DashboardSummary> {
  const today = dayStart(tz, now);
  const week = dayStart(tz, now, 6);
  const month = dayStart(tz, now, 29);
  const windows = { today: {} as ActivityCounts, last7Days: {} as ActivityCounts, last30Days: {} as ActivityCounts };
  for (const name of Object.keys(ACTIVITIES) as Activity[]) {
    const t = sql.ref(ACTIVITIES[name].time);
    const row = await activityRows(db, name, month).select([
      sql<number>`count(*)`.as('month'),
      sql<number>`sum(case when ${t} >= ${week} then 1 else 0 end)`.as('week'),
      sql<number>`sum(case when ${t} >= ${today} then 1 else 0 end)`.as('today'),
    ]).executeTakeFirst() as { month: unknown; week: unknown; today: unknown } | undefined;
    windows.today[name] = Number(row?.today ?? 0);
    windows.last7Days[name] = Number(row?.week ?? 0);
    windows.last30Days[name] = Number(row?.month ?? 0);
  }
  const count = async (q: { executeTakeFirst(): Promise<{ n: unknown } | undefined> }) => Number((await q.executeTakeFirst())?.n ?? 0);
  const n = sql<number>`count(*)`.as('n');
  const day = dateText(now, tz)!;
  const lots = db.selectFrom('ftLot').select(n).where('delFlag', '=', 0);
  return {
    ...windows,
    totals: {
      products: await count(db.selectFrom('ftProduct').select(n).where('delFlag', '=', 0)),
      suppliers: await count(db.selectFrom('ftRelationOffice').select(n).where('delFlag', '=', 0).where('orgType', '=', ORG_TYPE.supplier)),
      customers: await count(db.selectFrom('ftRelationOffice').select(n).where('delFlag', '=', 0).where('orgType', 'in', [ORG_TYPE.retailer, ORG_TYPE.distributor])),
      lots: await count(db.selectFrom('ftLot').select(n).where('delFlag', '=', 0)),
      pendingLots: await count(db.selectFrom('ftLot').select(n).where('delFlag', '=', 0).where('status', '=', LOT_STATUS.pending)),
      pendingCorrections: await count(db.selectFrom('ftProcess').select(n).where('delFlag', '=', 0).where('ccpState', '=', CCP_STATE.pending)),
      recalledLots: await count(db.selectFrom('ftLot').select(n).where('delFlag', '=', 0).where('status', '=', LOT_STATUS.recalled)),
      // what 不合格品处置 → 待处置批次 lists with 登记处置 (more than rounding left)
      undisposedLots: await count(db.selectFrom('ftLot').select(n).where('delFlag', '=', 0).where((eb) => disposableLots(eb, dateText(now, tz)!))
        .where('availableQty', '>', QTY_EPSILON)),
      openSuggestions: await count(db.selectFrom('ftConsumerSuggest').select(n).where('delFlag', '=', 0).where('status', 'in', [SUGGEST_STATUS.new, SUGGEST_STATUS.processing])),
      drillsDue: await drillsDue(db, tz, now),
      certsDue: await count(certificatesDueBy(db, dateText(now + CERT_WARN_DAYS * 86_400_000, tz)!).select(n)),
      // 计量器具 → 待检定 (its list scope)
      instrumentsDue: (await instrumentsDue(db, day)).length,
      uncoveredOffices: (await uncoveredOffices(db, tz, now)).length,
      // as 批次库存's views count them (the lot list's scopes), and the 留样台账's samples past their 留样至
      stockLots: await count(lots.where((eb) => inStock(eb))),
      expiringLots: await count(lots.where((eb) => expiringStock(eb, day, addDays(day, NEAR_EXPIRY_DAYS)))),
      expiredLots: await count(lots.where((eb) => expiredStock(eb, day))),
      samplesDue: await count(db.selectFrom('ftCheckout').select(n).where('delFlag', '=', 0).where((eb) => samplesDue(eb, day))),
      // the plant's own checks and its people: as 食品安全自查 → 缺少记录 / 整改中 and 健康证明 → 当前证明 / 未登记人员 list them
      safetyGaps: (await safetyCheckGapsNow(db, dict, tz, now)).filter((g) => g.state === 'MISSING').length,
      openHazards: await count(db.selectFrom('ftSafetyCheck').select(n).where('delFlag', '=', 0).where('result', '=', SAFETY_CHECK_RESULT.open)),
      healthDue: (await healthCertificatesDueBy(db, addDays(day, CERT_WARN_DAYS))).length,
      unregisteredStaff: (await unregisteredOperators(db, tz, now)).length,
      // 培训考核 → 人员培训情况: no training this year, or a failed assessment not yet passed again
      staffToTrain: (await staffTrainingNow(db, tz, now)).filter((p) => p.state !== 'TRAINED').length,
    },
  };
}
