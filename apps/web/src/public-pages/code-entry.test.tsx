import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeEntry } from './code-entry';

describe('typing a code', () => {
  it('says 请输入追溯码 under the box for an empty or all-spaces code, and clears it on typing', () => {
    render(<CodeEntry initial="   " />);
    const box = screen.getByLabelText('输入追溯码');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入追溯码');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('fc-code-error');
    fireEvent.change(box, { target: { value: 'K7QF' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not let the phone correct or complete a code', () => {
    render(<CodeEntry />);
    const box = screen.getByLabelText('输入追溯码');
    expect(box.getAttribute('spellcheck')).toBe('false');
    expect(box.getAttribute('autocapitalize')).toBe('characters');
    expect(box.getAttribute('autocomplete')).toBe('off');
  });
});
