import type { EChartsCoreOption } from 'echarts/core';
import { AXIS_COLOR, chartColor, SPLIT_LINE_COLOR } from './palette';
import { CHART_TEXT } from './texts';

/**
 * Option builders for the line, bar and pie charts: pure functions from plain figures to an ECharts option,
 * so what a chart shows is unit-tested without a canvas.
 */
export interface SeriesInput {
  name: string;
  data: number[];
  type?: 'line' | 'bar';
  /** Series with the same stack name are stacked (bars) or summed (areas). */
  stack?: string;
  color?: string;
  area?: boolean;
}

export interface TrendInput {
  /** One label per point, e.g. '11-22'. */
  categories: string[];
  series: SeriesInput[];
  yAxisName?: string;
}

/** 'YYYY-MM-DD' → 'MM-DD': a 30-day axis stays readable. */
export function shortDate(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(5) : day;
}

const axisLine = { lineStyle: { color: AXIS_COLOR } };

/**
 * Lines and bars over a category axis (days), with a legend to switch series and a shared tooltip. Lines are
 * straight from day to day: a day's count is a point, and a smoothed curve would bulge between days into
 * counts that never happened. Each day is marked while the days are few enough to tell apart.
 */
export function trendOption({ categories, series, yAxisName }: TrendInput): EChartsCoreOption {
  return {
    color: series.map((s, i) => s.color ?? chartColor(i)),
    tooltip: { trigger: 'axis', axisPointer: { type: series.some((s) => s.type === 'bar') ? 'shadow' : 'line' } },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 16, right: 24, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories, boundaryGap: series.some((s) => s.type === 'bar'), axisLine, axisTick: { show: false } },
    yAxis: {
      type: 'value', name: yAxisName, minInterval: 1, axisLine: { show: false }, axisLabel: { color: AXIS_COLOR },
      splitLine: { lineStyle: { color: SPLIT_LINE_COLOR } },
    },
    series: series.map((s) => ({
      name: s.name,
      type: s.type ?? 'line',
      data: s.data,
      stack: s.stack,
      showSymbol: categories.length <= MARKED_DAYS,
      symbolSize: 5,
      barMaxWidth: 24,
      areaStyle: s.area ? { opacity: 0.12 } : undefined,
      emphasis: { focus: 'series' },
    })),
  };
}

/** Up to this many days a line marks each of them. */
const MARKED_DAYS = 31;

/** A tiny area line without axes for a figure card (the last days at a glance). */
export function sparklineOption(data: number[], categories: string[], color: string): EChartsCoreOption {
  return {
    color: [color],
    tooltip: { trigger: 'axis', axisPointer: { type: 'none' }, confine: true },
    grid: { left: 0, right: 0, top: 4, bottom: 0 },
    xAxis: { type: 'category', data: categories, show: false, boundaryGap: false },
    yAxis: { type: 'value', show: false, min: 0 },
    series: [{ type: 'line', data, showSymbol: false, lineStyle: { width: 2 }, areaStyle: { opacity: 0.15 } }],
  };
}

export interface ShareItem { name: string; value: number }

/** A ring chart of shares with percentages; zero items are left out (they would only crowd the labels). */
export function ringOption(items: ShareItem[], seriesName: string): EChartsCoreOption {
  const shown = items.filter((i) => i.value > 0);
  const total = shown.reduce((s, i) => s + i.value, 0);
  return {
    color: shown.map((_, i) => chartColor(i)),
    tooltip: { trigger: 'item', formatter: '{a}<br/>{b}：{c}（{d}%）' },
    legend: { bottom: 0, type: 'scroll' },
    title: { text: String(total), subtext: CHART_TEXT.total, left: 'center', top: '38%', textStyle: { fontSize: 26, fontWeight: 500 }, subtextStyle: { fontSize: 13 } },
    series: [{
      name: seriesName, type: 'pie', radius: ['45%', '68%'], center: ['50%', '46%'], avoidLabelOverlap: true,
      itemStyle: { borderColor: '#fff', borderWidth: 2 },
      label: { formatter: '{b}\n{d}%' },
      data: shown.map((i) => ({ name: i.name, value: i.value })),
    }],
  };
}

/** Horizontal bars, largest on top: a ranking (provinces, product types). */
export function rankingOption(items: ShareItem[], seriesName: string, color = chartColor(0)): EChartsCoreOption {
  const sorted = [...items].sort((a, b) => a.value - b.value);
  return {
    color: [color],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: SPLIT_LINE_COLOR } }, axisLabel: { color: AXIS_COLOR } },
    yAxis: { type: 'category', data: sorted.map((i) => i.name), axisTick: { show: false }, axisLine },
    series: [{ name: seriesName, type: 'bar', data: sorted.map((i) => i.value), barMaxWidth: 18, label: { show: true, position: 'right' } }],
  };
}
