import { Input } from 'antd';
import { acceptNumberTyping, numberOnBlur, numberText } from '../logic/number-input';
import type { CellComponent, CellProps } from './cell-types';
import { placeholderOf } from './column-options';

function NumberEditor({ value, column, disabled, invalid, autoFocus, onInput, onChange, onBlur }: CellProps) {
  const text = numberText(value);
  return (
    <Input value={text} placeholder={placeholderOf(column, false)} disabled={disabled} autoFocus={autoFocus}
      status={invalid ? 'error' : undefined} inputMode="decimal" className="et-number"
      onChange={(e) => {
        const next = acceptNumberTyping(e.target.value, text);
        if (next !== text) onInput(next);
      }}
      onBlur={() => {
        const converted = numberOnBlur(text);
        if (converted !== value) onChange(converted);
        onBlur();
      }}
      {...column.props} />
  );
}

function NumberView({ value }: CellProps) {
  return <span className="et-number">{numberText(value)}</span>;
}

/** inputNumber (spec §5): other input is reverted while typing; on blur the text becomes a number or empty. */
export const NumberCell: CellComponent = { Editor: NumberEditor, View: NumberView };
