import { useMemo, type RefObject } from 'react';
import { useElementWidth } from '@/lib/use-element-width';
import { columnWidths, UTILITY_WIDTH, visibleColumns } from './logic/column-layout';
import type { EditableColumn } from './types';

export interface ColumnLayout {
  columns: Array<{ column: EditableColumn; width: number }>;
  lead: number;
  /** The whole row's width: wider than the table scrolls sideways. */
  total: number;
}

/** spec §9 widths of the visible columns for the table's current width. */
export function useColumnLayout(
  ref: RefObject<HTMLElement | null>, columns: readonly EditableColumn[], isHidden: (c: EditableColumn) => boolean,
  utility: { rowSelection: boolean; dragSort: boolean; rowNumber: boolean },
): ColumnLayout {
  const width = useElementWidth(ref);
  const { rowSelection, dragSort, rowNumber } = utility;
  return useMemo(() => {
    const lead = (rowSelection ? UTILITY_WIDTH.selection : 0) + (dragSort ? UTILITY_WIDTH.drag : 0) + (rowNumber ? UTILITY_WIDTH.rowNumber : 0);
    const visible = visibleColumns(columns, isHidden);
    // 2 px for the borders, so a table that fits shows no sideways scrollbar.
    const widths = columnWidths(visible, Math.max(0, width - lead - 2));
    return {
      columns: visible.map((column, i) => ({ column, width: widths[i] })),
      lead,
      total: lead + widths.reduce((a, b) => a + b, 0),
    };
  }, [width, columns, isHidden, rowSelection, dragSort, rowNumber]);
}
