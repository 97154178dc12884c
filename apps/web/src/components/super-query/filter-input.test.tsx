import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { InputFilterMode } from '@foodtrace/contracts';
import { FilterInput } from './filter-input';

function Harness({ mode, trim }: { mode: InputFilterMode; trim?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <FilterInput aria-label="f" mode={mode} trim={trim} value={value} onChange={setValue} />
      <output data-testid="wrapped">{value}</output>
      <button type="button" onClick={() => setValue('*外部*')}>set</button>
    </>
  );
}

describe('FilterInput', () => {
  it('holds the wrapped value while showing the text as typed, spaces included', () => {
    render(<Harness mode="like" trim />);
    const input = screen.getByLabelText('f') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '巴氏 ' } });
    expect(input.value).toBe('巴氏 ');
    expect(screen.getByTestId('wrapped').textContent).toBe('*巴氏*');
    fireEvent.change(input, { target: { value: '巴氏 鲜奶' } });
    expect(screen.getByTestId('wrapped').textContent).toBe('*巴氏 鲜奶*');
  });

  it('shows a value set from outside unwrapped', () => {
    render(<Harness mode="like" />);
    fireEvent.click(screen.getByText('set'));
    expect((screen.getByLabelText('f') as HTMLInputElement).value).toBe('外部');
  });

  it('wraps ge with the operator the server reads', () => {
    render(<Harness mode="ge" />);
    fireEvent.change(screen.getByLabelText('f'), { target: { value: '5' } });
    expect(screen.getByTestId('wrapped').textContent).toBe('>= 5');
  });
});
