import type { ColumnType } from '../types';
import type { CellComponent, CellRegistry } from './cell-types';
import { CheckboxCell } from './checkbox-cell';
import { ListMultiCell, RadioCell, SelectCell, SelectSearchCell } from './choice-cells';
import { DateCell, DateTimeCell } from './date-cells';
import { DepartCell } from './depart-cell';
import { InputCell } from './input-cell';
import { InputPopCell } from './input-pop-cell';
import { NumberCell } from './number-cell';
import { PopupCell } from './popup-cell';
import { FileCell, ImageCell } from './upload-cells';
import { UserCell } from './user-cell';

/** The built-in editors. slot and hidden are rendered by the table itself. */
const BUILT_IN: CellRegistry = {
  input: InputCell, inputNumber: NumberCell, checkbox: CheckboxCell, select: SelectCell, sel_search: SelectSearchCell,
  list_multi: ListMultiCell, radio: RadioCell, date: DateCell, datetime: DateTimeCell, input_pop: InputPopCell,
  upload: FileCell, file: FileCell, image: ImageCell, sel_depart: DepartCell, sel_user: UserCell, popup: PopupCell,
};

const registered: CellRegistry = {};

/**
 * Replaces a type's editor for every editable table of the app — how the full pickers and uploaders of the
 * other building blocks take over from the simple built-in ones (e.g. `registerCellEditor('sel_user', …)`
 * at start-up). A table's own `cellEditors` prop still wins over this.
 */
export function registerCellEditor(type: ColumnType, cell: CellComponent): void {
  registered[type] = cell;
}

export function resolveCell(type: ColumnType, local?: CellRegistry): CellComponent | undefined {
  return local?.[type] ?? registered[type] ?? BUILT_IN[type];
}
