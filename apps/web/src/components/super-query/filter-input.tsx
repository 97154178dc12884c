import { useState } from 'react';
import { Input, type InputProps } from 'antd';
import { unwrapFilterValue, wrapFilterValue, type InputFilterMode } from '@foodtrace/contracts';

export interface FilterInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  /** The wrapped value (`*v*`, `!v`, `>= v`, `<= v`), given by Form.Item. */
  value?: string;
  onChange?: (wrapped: string) => void;
  /** spec §4: like (default), ne, ge, le; eq passes the text as it is. */
  mode?: InputFilterMode;
  /** Drop surrounding blanks before wrapping. */
  trim?: boolean;
}

/**
 * The input filter of spec §4 (JeecgBoot JInput) as a form control: the user types the plain text, the form
 * holds it wrapped by mode, ready to be sent as a list filter. The typed text is kept as typed, so trimming
 * never eats the space the user is about to follow with another word.
 */
export function FilterInput({ value, onChange, mode = 'like', trim, ...rest }: FilterInputProps) {
  const [text, setText] = useState(() => unwrapFilterValue(value, mode));
  // A value set from outside (a form reset, a loaded search) replaces what was typed.
  if (value !== undefined && wrapFilterValue(text, mode, { trim }) !== value) setText(unwrapFilterValue(value, mode));
  return (
    <Input {...rest} value={text} onChange={(e) => {
      setText(e.target.value);
      onChange?.(wrapFilterValue(e.target.value, mode, { trim }));
    }} />
  );
}
