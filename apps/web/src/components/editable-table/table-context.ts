import { createContext, useContext } from 'react';
import type { CellRegistry } from './cells/cell-types';
import type { ChoiceOption } from './cells/column-options';
import type { TableController } from './store/table-controller';
import type { EditableColumn, SlotRender } from './types';

/** What rows and cells read without it passing through (and breaking) the memoised row props. */
export interface TableContextValue {
  controller: TableController;
  /** The visible columns with their widths, in display order. */
  columns: ReadonlyArray<{ column: EditableColumn; width: number }>;
  alwaysEdit: boolean;
  rowNumber: boolean;
  rowSelection: boolean;
  dragSort: boolean;
  /** Width of the utility columns (selection, drag handle, row number), kept in view while scrolling sideways. */
  lead: number;
  /** Options of the choice columns by column key (their lists or dictionaries). */
  options: ReadonlyMap<string, ChoiceOption[]>;
  cellEditors?: CellRegistry;
  slots?: Record<string, SlotRender>;
  /** Warns with 你点击的太快了，请慢点点击! (spec §8). */
  warnTooFast(): void;
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTable(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('useTable outside an EditableTable');
  return value;
}
