import type { ReactNode } from 'react';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { EDITABLE_TABLE } from '@foodtrace/contracts';
import { SortableTableRow, TableRowView } from './table-row';
import { useTable } from './table-context';

/** Rows move only up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export interface TableBodyProps {
  ids: readonly string[];
  start: number;
  end: number;
}

/**
 * The rendered window of rows [start, end) inside a body as tall as all rows (spec §9: 61 px each), so the
 * scrollbar is true while only the visible rows plus the overscan exist in the DOM.
 */
export function TableBody({ ids, start, end }: TableBodyProps): ReactNode {
  const { controller, dragSort } = useTable();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const windowIds = ids.slice(start, end);
  const rows = windowIds.map((id, i) => dragSort
    ? <SortableTableRow key={id} id={id} index={start + i} count={ids.length} />
    : <TableRowView key={id} id={id} index={start + i} count={ids.length} />);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) controller.moveTo(String(active.id), String(over.id));
  };
  return (
    <div className="et-body" role="rowgroup" style={{ height: ids.length * EDITABLE_TABLE.rowHeight }}>
      <div className="et-window" style={{ top: start * EDITABLE_TABLE.rowHeight }}>
        {dragSort ? (
          <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[verticalOnly]} onDragEnd={onDragEnd}>
            <SortableContext items={windowIds as string[]} strategy={verticalListSortingStrategy}>{rows}</SortableContext>
          </DndContext>
        ) : rows}
      </div>
    </div>
  );
}
