import { useEffect, useRef, type CSSProperties } from 'react';
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { CHART_LOCALE } from './echarts-setup';
import { CHART_TEXT } from './texts';
import './charts.css';

/** A chart event handler; ECharts passes the clicked element's parameters (series, data, dataIndex …). */
export type ChartEventHandler = (params: { dataType?: string; data?: unknown; name?: string; seriesIndex?: number; dataIndex?: number }) => void;

export interface EChartProps {
  /** The whole option; a new object replaces the previous one (notMerge), so removed series disappear. */
  option: EChartsCoreOption;
  /** CSS height of the chart (the width follows the container). Default 320. */
  height?: number | string;
  /** ECharts events by name, e.g. `{ click: (p) => … }`. */
  onEvents?: Record<string, ChartEventHandler>;
  loading?: boolean;
  /** Shows 暂无数据 over the chart instead of empty axes. */
  empty?: boolean;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  ariaLabel: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * One ECharts instance in a div: zh-CN texts, resized with its container (a ResizeObserver, so a collapsing
 * sidebar or a tab switch redraws it too), disposed on unmount. The series types used must have been
 * registered (echarts-setup.ts registers line, bar and pie).
 */
export function EChart({ option, height = 320, onEvents, loading = false, empty = false, ariaLabel, className, style }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const el = host.current;
    if (!el) return undefined;
    const instance = init(el, undefined, { locale: CHART_LOCALE, renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !onEvents) return undefined;
    const entries = Object.entries(onEvents);
    for (const [name, handler] of entries) instance.on(name, handler as (p: unknown) => void);
    return () => { for (const [name, handler] of entries) instance.off(name, handler as (p: unknown) => void); };
  }, [onEvents]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    if (loading) instance.showLoading('default', { text: CHART_TEXT.loading, color: '#1677ff', maskColor: 'rgba(255,255,255,0.6)' });
    else instance.hideLoading();
  }, [loading]);

  return (
    <div className={`echart${className ? ` ${className}` : ''}`} style={{ height, ...style }}>
      <div ref={host} className="echart__canvas" role="img" aria-label={ariaLabel} />
      {empty && !loading && <div className="echart__empty">{CHART_TEXT.empty}</div>}
    </div>
  );
}
