import type { ActivityCounts, DashboardTrend, ProductTypeShare, ProvinceShare } from '@foodtrace/contracts';
import { shortDate, type SeriesInput, type ShareItem, type ProvinceValue } from '@/components/charts';
import { BOARD_TEXT } from './texts';

/**
 * From the dashboard answers to chart inputs (pure, unit-tested); the charts' look is components/charts'.
 */
export type Activity = keyof ActivityCounts;
export const ACTIVITIES: readonly Activity[] = ['intakes', 'processRuns', 'inspectionsPassed', 'inspectionsFailed', 'shipments', 'scans'];

/** Fixed colours: a failed inspection is always red, scans always purple, on every page. */
export const ACTIVITY_COLORS: Record<Activity, string> = {
  intakes: '#13c2c2', processRuns: '#1677ff', inspectionsPassed: '#52c41a', inspectionsFailed: '#f5222d', shipments: '#fa8c16', scans: '#722ed1',
};

/**
 * The activities' daily counts as lines, those in `bars` as bars. A line is filled below only when it is the
 * only one: filled lines over each other hide one another.
 */
export function trendSeries(trend: DashboardTrend, activities: readonly Activity[], opts: { bars?: readonly Activity[] } = {}): { categories: string[]; series: SeriesInput[] } {
  const isBar = (a: Activity) => opts.bars?.includes(a) === true;
  const lines = activities.filter((a) => !isBar(a)).length;
  return {
    categories: trend.days.map(shortDate),
    series: activities.map((a) => ({
      name: BOARD_TEXT.activities[a], data: trend.series[a] ?? [], color: ACTIVITY_COLORS[a],
      type: isBar(a) ? 'bar' : 'line', area: !isBar(a) && lines === 1,
    })),
  };
}

export type TypeMetric = 'lots' | 'codes' | 'scans' | 'products';

export function typeShares(shares: readonly ProductTypeShare[], metric: TypeMetric): ShareItem[] {
  return shares.map((s) => ({ name: s.name, value: Number(s[metric]) || 0 }));
}

/** Each item's share of the whole, as a percentage with one decimal (0 when the whole is 0). */
export function percentages(items: readonly ShareItem[]): number[] {
  const total = items.reduce((s, i) => s + i.value, 0);
  return items.map((i) => (total ? Math.round((i.value / total) * 1000) / 10 : 0));
}

export type ProvinceMetric = 'scans' | 'shipments' | 'sellOrigins';

export function provinceValues(shares: readonly ProvinceShare[], metric: ProvinceMetric): ProvinceValue[] {
  return shares.map((s) => ({ code: s.provinceCode, name: s.province, value: Number(s[metric]) || 0 }));
}

/** The provinces with the most, for the ranking beside the map. */
export function topProvinces(values: readonly ProvinceValue[], n: number): ShareItem[] {
  return [...values].filter((v) => v.value > 0).sort((a, b) => b.value - a.value).slice(0, n).map((v) => ({ name: v.name, value: v.value }));
}
