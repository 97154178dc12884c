/** The editable data grid and its real-time socket (spec §2.7, §3, §4, §5, §7.5, §9); see README.md. */
export { EditableTable, type EditableTableHandle, type EditableTableProps } from './editable-table';
export { registerCellEditor } from './cells/registry';
export type { CellComponent, CellProps, CellRegistry } from './cells/cell-types';
export type { PopupColumn, PopupSource } from './cells/popup-source';
export type { CellUploader, ValueChangeEvent } from './store/table-controller';
export { TableValidationError, VALIDATE_FAILED, isTableValidationError, validateTables } from './table-validation';
export { useTableSocket, type TableSocket, type TableSocketOptions } from './use-table-socket';
export { isNewRowId } from './logic/row-values';
export { COLUMN_TYPES } from './types';
export type { ColumnOption, ColumnType, DisabledRowsRule, EditableColumn, SlotProps, SlotRender, TableRow, ValidateRule } from './types';
