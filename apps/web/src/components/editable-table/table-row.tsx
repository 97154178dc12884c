import { memo, useCallback, useSyncExternalStore, type CSSProperties, type HTMLAttributes, type Ref } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { EDITABLE_TABLE } from '@foodtrace/contracts';
import { LiteCheckbox } from './lite-checkbox';
import { UTILITY_WIDTH } from './logic/column-layout';
import { RowHandle } from './row-handle';
import { TableCell } from './table-cell';
import { useTable } from './table-context';

export interface TableRowProps {
  id: string;
  index: number;
  count: number;
}

interface DragBits {
  nodeRef?: Ref<HTMLDivElement>;
  style?: CSSProperties;
  dragProps?: HTMLAttributes<HTMLElement>;
  dragging?: boolean;
}

/**
 * One row, memoised: it re-renders only when its own snapshot changes (an edit, an error, its selection)
 * or its position does — never because another row changed (DESIGN.md §8: 10,000 rows stay smooth).
 */
export const TableRowView = memo(function TableRowView({ id, index, count, nodeRef, style, dragProps, dragging }: TableRowProps & DragBits) {
  const { controller, columns, rowNumber, rowSelection, dragSort, lead } = useTable();
  const { store } = controller;
  const subscribe = useCallback((fn: () => void) => store.subscribeRow(id, fn), [store, id]);
  const snapshot = useSyncExternalStore(subscribe, () => store.getRow(id));
  if (!snapshot) return null;
  const disabled = controller.isRowDisabled(id);
  return (
    <div ref={nodeRef} role="row" aria-rowindex={index + 2} aria-selected={snapshot.selected} data-row-id={id}
      className={`et-row${snapshot.selected ? ' et-row--selected' : ''}${disabled ? ' et-row--disabled' : ''}${dragging ? ' et-row--dragging' : ''}${snapshot.reloaded ? ' et-row--reloaded' : ''}`}
      style={{ height: EDITABLE_TABLE.rowHeight, ...style }}>
      {lead > 0 && (
        <div className="et-lead" style={{ width: lead }}>
          {rowSelection && (
            <div className="et-cell et-cell--fixed" style={{ width: UTILITY_WIDTH.selection }}>
              <LiteCheckbox checked={snapshot.selected} disabled={disabled} label={`选择第 ${index + 1} 行`}
                onChange={(on) => controller.toggleRow(id, on)} />
            </div>
          )}
          {dragSort && <RowHandle id={id} index={index} count={count} dragProps={disabled ? undefined : dragProps} disabled={disabled} />}
          {rowNumber && <div className="et-cell et-cell--fixed et-cell--index" style={{ width: UTILITY_WIDTH.rowNumber }}>{index + 1}</div>}
        </div>
      )}
      {columns.map(({ column, width }) => <TableCell key={column.key} snapshot={snapshot} rowIndex={index} column={column} width={width} />)}
    </div>
  );
});

/** A row that can be dragged by its handle (@dnd-kit/sortable); moves only vertically. */
export const SortableTableRow = memo(function SortableTableRow(props: TableRowProps) {
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: props.id });
  const style: CSSProperties | undefined = transform
    ? { transform: `translate3d(0, ${Math.round(transform.y)}px, 0)`, transition, position: 'relative', zIndex: isDragging ? 2 : undefined }
    : undefined;
  return <TableRowView {...props} nodeRef={setNodeRef} style={style} dragProps={{ ...attributes, ...listeners }} dragging={isDragging} />;
});
