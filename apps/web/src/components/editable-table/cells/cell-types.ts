import type { ComponentType } from 'react';
import type { ColumnType, EditableColumn, TableRow } from '../types';
import type { UploadMeta } from '../logic/upload-value';

/** What every cell editor and view receives. */
export interface CellProps {
  value: unknown;
  row: TableRow;
  rowIndex: number;
  column: EditableColumn;
  disabled: boolean;
  /** The cell has a validation error (spec §5): editors show their error status. */
  invalid: boolean;
  /** Focus the editor: the user has just clicked the cell (alwaysEdit off). */
  autoFocus: boolean;
  upload?: UploadMeta;
  /** A keystroke: validated at once (spec §5 input). */
  onInput(value: unknown): void;
  /** A finished change (pick, toggle, date): validated at once (spec §5 change). */
  onChange(value: unknown): void;
  /** Validated 100 ms later (spec §5 blur). */
  onBlur(): void;
  /** Sets several fields of the row (popup target fields). */
  setRowValues(values: Record<string, unknown>): void;
  /** Upload cells: start uploading a file / clear the value. */
  startUpload(file: File): void;
  clearUpload(): void;
}

/**
 * A cell type's editor and read-only view. `inline` types (checkbox, radio, uploads) are edited with one
 * click, so they show their editor even when alwaysEdit is off.
 */
export interface CellComponent {
  Editor: ComponentType<CellProps>;
  View?: ComponentType<CellProps>;
  inline?: boolean;
}

export type CellRegistry = Partial<Record<ColumnType, CellComponent>>;
