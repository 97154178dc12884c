import { PUBLISH_STATUS } from '@foodtrace/contracts';

/** Whether consumers see the ad today (the rule of GET /public/ad): published and within its dates. */
export function adVisible(ad: Record<string, unknown>, today: string): boolean {
  if (ad.status !== PUBLISH_STATUS.published) return false;
  if (typeof ad.startDate === 'string' && ad.startDate && ad.startDate > today) return false;
  if (typeof ad.endDate === 'string' && ad.endDate && ad.endDate < today) return false;
  return true;
}
