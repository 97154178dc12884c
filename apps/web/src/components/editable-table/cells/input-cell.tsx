import { Input } from 'antd';
import type { CellComponent, CellProps } from './cell-types';
import { placeholderOf } from './column-options';

export const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

function InputEditor({ value, column, disabled, invalid, autoFocus, onInput, onBlur }: CellProps) {
  return (
    <Input value={textOf(value)} placeholder={placeholderOf(column, false)} disabled={disabled} autoFocus={autoFocus}
      status={invalid ? 'error' : undefined} onChange={(e) => onInput(e.target.value)} onBlur={onBlur}
      {...column.props} />
  );
}

/** input: a text box, validated on every keystroke and on blur. */
export const InputCell: CellComponent = { Editor: InputEditor };
