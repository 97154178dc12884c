import type { DashboardAlerts, DashboardSummary, DashboardTrend, ProductTypeShare, ProvinceShare, SignalKind } from '@foodtrace/contracts';
import { getAction, postAction } from '@/lib/http';

/** GET /foodtrace/dashboard/* (docs/foodtrace-api.md §6), all behind foodtrace:dashboard:view; handleSignal behind its own code. */
export const dashboardApi = {
  summary: () => getAction<DashboardSummary>('/foodtrace/dashboard/summary'),
  trend: (days: number) => getAction<DashboardTrend>('/foodtrace/dashboard/trend', { days }),
  byProductType: (days: number) => getAction<ProductTypeShare[]>('/foodtrace/dashboard/byProductType', { days }),
  byProvince: (days: number) => getAction<ProvinceShare[]>('/foodtrace/dashboard/byProvince', { days }),
  alerts: (days: number, threshold: number) => getAction<DashboardAlerts>('/foodtrace/dashboard/alerts', { days, threshold }),
  handleSignal: (body: { kind: SignalKind; code: string; resolution: string; note: string | null }) => postAction<{ kind: SignalKind; code: string }>('/foodtrace/dashboard/handleSignal', body),
};
