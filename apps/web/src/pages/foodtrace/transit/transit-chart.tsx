import { useMemo } from 'react';
import { use as registerEchartsParts, type EChartsCoreOption } from 'echarts/core';
import { MarkAreaComponent, MarkLineComponent } from 'echarts/components';
import type { TransitTemperature } from '@foodtrace/contracts';
import { EChart } from '@/components/charts/echart';
import '@/components/charts/echarts-setup';
import { TRANSIT_PAGE_TEXT as T } from './transit-texts';

// the band of the limits and the moment's line: only this chunk needs them
registerEchartsParts([MarkAreaComponent, MarkLineComponent]);

const WITHIN = 'rgba(82, 196, 26, 0.10)';
const OUTSIDE = 'rgba(255, 77, 79, 0.16)';

/**
 * The readings of a trip, a line per probe, over the band its 贮存条件 allows (green), with the excursions shaded
 * red and the trip's moment marked (装车, 收货): what the numbers say, at a glance. Loaded with the section, in its
 * own chunk.
 */
export default function TransitChart({ transit }: { transit: TransitTemperature }) {
  // only what the chart draws: a 评估结论 reloads the section, and the query keeps the unchanged parts as they were,
  // so the lines are not drawn (and animated) again
  const { limits, excursions, at, kind, series } = transit;
  const option = useMemo<EChartsCoreOption>(() => {
    const marks = {
      markArea: {
        silent: true,
        data: [
          ...(limits ? [[{ yAxis: limits.min ?? -60, itemStyle: { color: WITHIN } }, { yAxis: limits.max }]] : []),
          ...excursions.map((e) => [{ xAxis: e.fromAt, itemStyle: { color: OUTSIDE } }, { xAxis: Math.max(e.toAt, e.fromAt + 60_000) }]),
        ],
      },
      markLine: {
        silent: true, symbol: 'none', lineStyle: { type: 'dashed' },
        data: [
          { xAxis: at, label: { formatter: T.at[kind] }, lineStyle: { color: '#8c8c8c' } },
          ...(limits ? [{ yAxis: limits.max, label: { formatter: T.upper(limits.max), position: 'insideEndTop' }, lineStyle: { color: '#ff4d4f' } }] : []),
          ...(limits?.min !== undefined ? [{ yAxis: limits.min, label: { formatter: T.lower(limits.min), position: 'insideEndBottom' }, lineStyle: { color: '#1677ff' } }] : []),
        ],
      },
    };
    return {
      grid: { left: 56, right: 24, top: series.length > 1 ? 36 : 20, bottom: 28 },
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${v} ℃` },
      legend: { show: series.length > 1, top: 0 },
      xAxis: { type: 'time' },
      // the unit on each label: a name above the axis would sit where the loading's mark is labelled
      yAxis: { type: 'value', scale: true, axisLabel: { formatter: '{value} ℃' } },
      series: series.map((s, i) => ({ type: 'line', name: s.probe, showSymbol: false, data: s.points, lineStyle: { width: 1.5 }, ...(i === 0 ? marks : {}) })),
    };
  }, [limits, excursions, at, kind, series]);
  return <EChart option={option} height={240} ariaLabel={T.chartLabel} />;
}
