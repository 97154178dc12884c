import { useCallback, useImperativeHandle, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import { Empty, Spin } from 'antd';
import { EDITABLE_TABLE } from '@foodtrace/contracts';
import { HEADER_HEIGHT } from './logic/column-layout';
import { computeWindow, scrollOffsetFor } from './logic/virtual-window';
import { StatisticsRows } from './statistics-row';
import { TableBody } from './table-body';
import { useTable } from './table-context';
import { TableHeader } from './table-header';

export interface GridHandle {
  scrollToRow(index: number): void;
}

export interface TableGridProps {
  width: number;
  maxHeight: number;
  emptyText: string;
  loading: boolean;
  statsHeight: number;
  gridRef?: Ref<GridHandle>;
}

const ROW = EDITABLE_TABLE.rowHeight;

/**
 * The scrolling grid: a sticky header and statistics rows around a virtual body (spec §9: at most 400 px
 * high, about 9 rows rendered beyond the visible ones). Scrolling re-renders only when the first visible
 * row changes, and then only the rows that enter the window.
 */
export function TableGrid({ width, maxHeight, emptyText, loading, statsHeight, gridRef }: TableGridProps) {
  const { controller } = useTable();
  const { store } = controller;
  const ids = useSyncExternalStore(store.subscribeOrder, () => store.getIds());
  const scroller = useRef<HTMLDivElement>(null);
  const [firstRow, setFirstRow] = useState(0);
  const viewport = Math.max(ROW, maxHeight - HEADER_HEIGHT - statsHeight);
  const { start, end } = computeWindow({ scrollTop: firstRow * ROW, viewportHeight: viewport, rowHeight: ROW, rowCount: ids.length, overscan: EDITABLE_TABLE.overscanRows });

  const onScroll = useCallback(() => {
    const top = Math.floor((scroller.current?.scrollTop ?? 0) / ROW);
    setFirstRow((prev) => (prev === top ? prev : top));
  }, []);

  useImperativeHandle(gridRef, () => ({
    scrollToRow(index: number) {
      const el = scroller.current;
      if (!el) return;
      const offset = scrollOffsetFor(index, el.scrollTop, viewport, ROW);
      if (offset !== null) el.scrollTop = offset;
      onScroll();
    },
  }), [viewport, onScroll]);

  return (
    <Spin spinning={loading}>
      <div ref={scroller} className="et-scroll" role="grid" aria-rowcount={ids.length + 1} style={{ maxHeight }} onScroll={onScroll}>
        <div className="et-inner" style={{ width }}>
          <TableHeader />
          {ids.length === 0
            ? <div className="et-empty"><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /></div>
            : <TableBody ids={ids} start={start} end={end} />}
          <StatisticsRows />
        </div>
      </div>
    </Spin>
  );
}
