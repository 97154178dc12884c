import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Statistic } from 'antd';
import { EditableTable, type TableRow } from '@/components/editable-table';
import { measureScroll, type ScrollMeasure } from './scroll-measure';
import { PERFORMANCE_COLUMNS, performanceRows } from './performance-rows';
import { DEMO_TEXT } from './texts';

const COUNT = 10_000;

/** 10,000 rows (DESIGN.md §8): first render and scroll are measured in the browser and shown. */
export function PerformanceTab() {
  const host = useRef<HTMLDivElement>(null);
  const started = useRef<number | null>(null);
  const [rows, setRows] = useState<TableRow[]>([]);
  const [renderMs, setRenderMs] = useState<number | null>(null);
  const [scroll, setScroll] = useState<ScrollMeasure | null>(null);

  const [rowsInDom, setRowsInDom] = useState(0);
  const domRows = () => host.current?.querySelectorAll('.et-body [role="row"]').length ?? 0;

  const generate = () => {
    started.current = performance.now();
    setScroll(null);
    setRows(performanceRows(COUNT));
  };

  // From the click to the first painted frame: generation, render, commit, layout and paint.
  useLayoutEffect(() => {
    const t0 = started.current;
    if (t0 === null || rows.length === 0) return;
    started.current = null;
    requestAnimationFrame(() => setTimeout(() => {
      setRenderMs(Math.round(performance.now() - t0));
      setRowsInDom(domRows());
    }, 0));
  }, [rows]);

  const runScroll = async () => {
    const scroller = host.current?.querySelector<HTMLElement>('.et-scroll');
    if (!scroller) return;
    scroller.scrollTop = 0;
    setScroll(await measureScroll(scroller, domRows));
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Alert type="info" showIcon title={DEMO_TEXT.perfHint} />
      <Space wrap size={24}>
        <Button type="primary" onClick={generate}>{DEMO_TEXT.generate(COUNT)}</Button>
        <Button disabled={rows.length === 0} onClick={() => void runScroll()}>{DEMO_TEXT.scrollTest}</Button>
        {renderMs !== null && <Statistic title={DEMO_TEXT.firstRender} value={renderMs} suffix="ms" data-testid="perf-render" data-ms={renderMs} />}
        {renderMs !== null && <Statistic title={DEMO_TEXT.domRows} value={rowsInDom} data-testid="perf-dom-rows" />}
        {scroll && (
          <Statistic title={DEMO_TEXT.scrollTitle} value={`${scroll.avgMs} / ${scroll.p95Ms}`} suffix="ms"
            data-testid="perf-scroll" data-avg={scroll.avgMs} data-p95={scroll.p95Ms} data-max={scroll.maxMs} data-dom-max={scroll.maxDomRows} />
        )}
      </Space>
      <div ref={host} data-testid="perf-table">
        <EditableTable columns={PERFORMANCE_COLUMNS} dataSource={rows} rowNumber rowSelection />
      </div>
    </Space>
  );
}
