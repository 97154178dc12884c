import { Cron } from 'croner';
import { toCronerPlan } from '@foodtrace/contracts';

/**
 * When a Quartz expression next fires after `from`, in the app's time zone (每天 8 点 is 8 o'clock in China
 * whatever the server's clock zone). Quartz weekday numbers need `alternativeWeekdays` (1 = Sunday).
 * `L-n` never reaches here: the field format refuses it (cron/runnable.ts).
 */
export function nextFire(expr: string, from: number, timeZone: string): number | null {
  const plan = toCronerPlan(expr);
  const next = new Cron(plan.pattern, { timezone: timeZone, alternativeWeekdays: true, mode: '7-part' }).nextRun(new Date(from));
  return next ? next.getTime() : null;
}
