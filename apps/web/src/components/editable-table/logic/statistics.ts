import type { StatisticsKind } from '../types';

function decimals(n: number): number {
  const s = String(n);
  const dot = s.indexOf('.');
  return dot < 0 || s.includes('e') ? 0 : s.length - dot - 1;
}

/**
 * spec §5: the statistics column sums its values; statistics may be sum or average. Integers sum exactly;
 * decimal quantities (kilograms, yuan) are summed at their own precision so 0.1 + 0.2 shows 0.3. Empty and
 * non-numeric cells do not count. An average is rounded to 2 decimals. No numeric cell → null.
 */
export function computeStatistic(values: Iterable<unknown>, kind: StatisticsKind): number | null {
  let sum = 0;
  let count = 0;
  let scale = 0;
  for (const v of values) {
    if (v === null || v === undefined || v === '' || typeof v === 'boolean') continue;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n)) continue;
    sum += n;
    count += 1;
    scale = Math.max(scale, Math.min(6, decimals(n)));
  }
  if (count === 0) return null;
  const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
  return kind === 'sum' ? round(sum, scale) : round(sum / count, 2);
}

/**
 * A sum per unit (EditableColumn.statisticsGroupBy), as one text: `1100 千克`, or `1100 千克 + 1000 箱` when
 * the rows hold different units. Rows without a number do not count; none at all → null.
 */
export function groupedSum(values: Iterable<unknown>, groups: Iterable<unknown>): string | null {
  const byGroup = new Map<string, unknown[]>();
  const g = groups[Symbol.iterator]();
  for (const v of values) {
    const group = g.next().value;
    const key = group === null || group === undefined ? '' : String(group);
    byGroup.set(key, [...(byGroup.get(key) ?? []), v]);
  }
  const parts = [...byGroup].flatMap(([unit, vs]) => {
    const sum = computeStatistic(vs, 'sum');
    return sum === null ? [] : [`${sum}${unit ? ` ${unit}` : ''}`];
  });
  return parts.length ? parts.join(' + ') : null;
}

export function statisticsKinds(statistics: StatisticsKind | StatisticsKind[] | undefined): StatisticsKind[] {
  if (!statistics) return [];
  return Array.isArray(statistics) ? statistics : [statistics];
}
