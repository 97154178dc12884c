import { checkboxValues, isChecked } from '../logic/row-values';
import { LiteCheckbox } from '../lite-checkbox';
import type { CellComponent, CellProps } from './cell-types';

function CheckboxEditor({ value, column, disabled, onChange }: CellProps) {
  const [on, off] = checkboxValues(column);
  return <LiteCheckbox checked={isChecked(value, column)} disabled={disabled} label={column.title} onChange={(c) => onChange(c ? on : off)} />;
}

/** checkbox: stores customValue's checked / unchecked value (spec §3), edited with one click. */
export const CheckboxCell: CellComponent = { Editor: CheckboxEditor, inline: true };
