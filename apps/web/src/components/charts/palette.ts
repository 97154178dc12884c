/**
 * Colours of the charts: antd's palette (so charts sit well beside tags and buttons) in a fixed order, so
 * a series keeps its colour across pages.
 */
export const CHART_COLORS = [
  '#1677ff', '#52c41a', '#faad14', '#f5222d', '#13c2c2', '#722ed1', '#eb2f96', '#fa8c16', '#2f54eb', '#a0d911',
] as const;

export const AXIS_COLOR = '#8c8c8c';
export const SPLIT_LINE_COLOR = '#f0f0f0';

/** The colour of the n-th series (wrapping around). */
export function chartColor(n: number): string {
  return CHART_COLORS[((n % CHART_COLORS.length) + CHART_COLORS.length) % CHART_COLORS.length];
}
