import { useEffect, useMemo, useRef, useState } from 'react';
import { Segmented } from 'antd';
import { FT_DICT, type TraceResult } from '@foodtrace/contracts';
import { useDictItems } from '@/components/dict';
import { EChart, type ChartEventHandler } from '@/components/charts';
import '@/components/charts/graph-setup';
import { useElementWidth } from '@/lib/use-element-width';
import { layoutTrace, rowStretch, seedShare, spreadColumns, spreadRowsAcross, stretchRows, widestColumn, type Orientation } from './graph-model';
import { quantityLabel, traceGraphOption } from './graph-option';
import { TRACE_TEXT } from './texts';

const MAX_HEIGHT = 2600;
/** The chart's height for one row of the widest column, and beside the drawing (legend, margins), px. */
const ROW_HEIGHT = 100;
const CHROME_HEIGHT = 160;
/** Rows of one column the tallest chart shows at full spacing; a column with more squeezes the drawing. */
const VISIBLE_ROWS = Math.floor((MAX_HEIGHT - CHROME_HEIGHT) / ROW_HEIGHT);
/** Room for one node and its two-line label side by side in the vertical layout. */
const TB_NODE_WIDTH = 170;

export interface TraceGraphViewProps {
  result: TraceResult;
  selectedId: string | null;
  onSelect: (nodeId: string) => void;
}

/** The chain as a graph (ECharts graph series): flow left to right or top to bottom, drag and zoom, a click opens the record. */
export function TraceGraphView({ result, selectedId, onSelect }: TraceGraphViewProps) {
  const [orientation, setOrientation] = useState<Orientation>('LR');
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const laid = useMemo(() => layoutTrace(result, orientation), [result, orientation]);
  // left to right, rows keep their spacing on screen however much a long chain is shrunk to the page's width
  const stretch = orientation === 'LR' ? rowStretch(laid.layers, width) : 1;
  const widest = Math.max(1, widestColumn(laid));
  // 纵向 lays the widest column across the page: it gets room to scroll sideways instead of being squeezed to fit.
  const minWidth = orientation === 'TB' ? widest * TB_NODE_WIDTH + 160 : undefined;
  const graph = useMemo(() => {
    if (orientation === 'TB') return spreadRowsAcross(laid, minWidth !== undefined && width > 0 && minWidth > width);
    return spreadColumns(stretchRows(laid, stretch), VISIBLE_ROWS);
  }, [laid, stretch, orientation, minWidth, width]);
  // a chart wider than the page opens on the lot asked about, not on the left end of the drawing
  useEffect(() => {
    const el = box.current;
    const share = orientation === 'TB' ? seedShare(graph) : null;
    if (!el || share === null || el.scrollWidth <= el.clientWidth) return;
    el.scrollLeft = share * el.scrollWidth - el.clientWidth / 2;
  }, [graph, orientation]);
  const units = useDictItems(FT_DICT.unit).data;
  const option = useMemo(() => traceGraphOption(graph, selectedId, (l) => quantityLabel(l, units)), [graph, selectedId, units]);
  const onEvents = useMemo<Record<string, ChartEventHandler>>(() => ({
    click: (p) => {
      if (p.dataType === 'node') onSelect(String((p.data as { id: string }).id));
    },
  }), [onSelect]);
  // Tall enough for the widest column at its full row spacing: the drawing is scaled to fit, so a chart capped
  // lower squeezed a raw lot's twenty shipments and customers into overlapping labels. Past MAX_HEIGHT (about
  // two dozen rows) it zooms and pans.
  const height = orientation === 'LR' ? Math.min(MAX_HEIGHT, Math.max(400, widest * ROW_HEIGHT + CHROME_HEIGHT)) : Math.min(1100, Math.max(520, graph.layers * 140 + 160));

  return (
    <div className="trace-graph">
      <Segmented<Orientation> className="trace-graph__orientation" value={orientation} onChange={setOrientation}
        options={[{ value: 'LR', label: TRACE_TEXT.orientation.LR }, { value: 'TB', label: TRACE_TEXT.orientation.TB }]} />
      <div className="trace-graph__scroll" ref={box}>
        <EChart option={option} onEvents={onEvents} height={height} ariaLabel={TRACE_TEXT.graph} style={minWidth ? { minWidth } : undefined} />
      </div>
    </div>
  );
}
