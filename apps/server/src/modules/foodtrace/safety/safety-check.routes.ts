import type { FastifyInstance } from 'fastify';
import { permissionCode, safetyCheckGaps, safetyCheckResource, safetyCheckWindowStart, type SafetyCheckGap } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/envelope.ts';
import { ftDb, type FtKysely } from '../schema.ts';
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

/** 食品安全自查 beyond the generic register (docs/foodtrace-api.md §2). */
export function registerSafetyCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${ctx.config.apiBase}${safetyCheckResource.basePath}/gaps`, {
    config: { access: { permission: permissionCode(safetyCheckResource, 'list') } },
    schema: { tags: [safetyCheckResource.title], summary: '缺少记录：近 30 天的日管控、近 8 周的周排查、近 6 个月的月调度中没有记录的，以及今日、本周、本月待登记的' },
  }, async () => ok(await safetyCheckGapsNow(ftDb(ctx.db), ctx.config.timeZone)));
}
