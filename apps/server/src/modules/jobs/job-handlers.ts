import type { FastifyInstance } from 'fastify';
import { jobKind, type JobKindCode } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { refreshStatistics } from '../../platform/db/statistics.ts';
import { purgeExcelFailures } from '../files/index.ts';
import { certExpiry } from './cert-expiry.ts';
import { expiryWarning } from './expiry-warning.ts';
import { safetyCheckReminder } from './safety-check-reminder.ts';
import { trainingPlanReminder } from './training-plan-reminder.ts';
import type { JobHandler } from './scheduler.ts';

/** The parameter a kind reads as a whole number within its bounds, or its seeded value when empty. */
export function numberParameter(kind: JobKindCode, parameter: string | null): number {
  return Number(parameter?.trim() || jobKind(kind)?.parameter?.seed || 0);
}

/** Each task's work, by the code a job names (JOB_KINDS). */
export function jobHandlers(ctx: AppContext, app: FastifyInstance): Record<JobKindCode, JobHandler> {
  return {
    sessionPurge: async () => `删除 ${await ctx.sessions.purge()} 个已结束的会话`,
    excelPurge: async () => `删除 ${await purgeExcelFailures(app.fileStorage)} 个过期文件`,
    expiryWarning: async (parameter) => expiryWarning(ctx, numberParameter('expiryWarning', parameter)),
    certExpiry: async (parameter) => certExpiry(ctx, numberParameter('certExpiry', parameter)),
    safetyCheckReminder: async () => safetyCheckReminder(ctx),
    trainingPlanReminder: async (parameter) => trainingPlanReminder(ctx, numberParameter('trainingPlanReminder', parameter)),
    // The message module decorates the app with its service; it is registered after this one.
    messageRetry: async () => app.messages.retryFailed(),
    dbStatistics: async () => (await refreshStatistics(ctx.db as never, ctx.kind)
      ? '已更新查询统计信息' : `${ctx.kind === 'postgres' ? 'PostgreSQL' : 'MariaDB'} 自行维护统计信息，无需更新`),
  };
}
