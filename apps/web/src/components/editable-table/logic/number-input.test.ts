import { describe, expect, it } from 'vitest';
import { acceptNumberTyping, numberOnBlur, numberText } from './number-input';

describe('number cells (spec §5)', () => {
  it('accept an optional minus sign, digits and one decimal point while typing; other input is reverted', () => {
    expect(acceptNumberTyping('-', '')).toBe('-');
    expect(acceptNumberTyping('-12.', '-12')).toBe('-12.');
    expect(acceptNumberTyping('12.5', '12.')).toBe('12.5');
    expect(acceptNumberTyping('12a', '12')).toBe('12');
    expect(acceptNumberTyping('1.2.3', '1.2')).toBe('1.2');
    expect(acceptNumberTyping('1-2', '1')).toBe('1');
    expect(acceptNumberTyping('', '5')).toBe('');
  });

  it('on blur turn a complete number into a number and anything else into empty', () => {
    expect(numberOnBlur('12')).toBe(12);
    expect(numberOnBlur('-3.5')).toBe(-3.5);
    expect(numberOnBlur('7.')).toBe(7);
    expect(numberOnBlur('.5')).toBe(0.5);
    expect(numberOnBlur('-')).toBe('');
    expect(numberOnBlur('.')).toBe('');
    expect(numberOnBlur('')).toBe('');
    expect(numberOnBlur(4)).toBe(4);
    expect(numberOnBlur(Number.NaN)).toBe('');
  });

  it('show a stored value as text', () => {
    expect(numberText(12.5)).toBe('12.5');
    expect(numberText(null)).toBe('');
  });
});
