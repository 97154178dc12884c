import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('password strength meter', () => {
  it('rates length and kinds of characters', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('abcdefghij')).toBe(1);
    expect(passwordStrength('abcdef12')).toBe(1);
    expect(passwordStrength('abcdefgh1234')).toBe(2);
    expect(passwordStrength('Abcdef12')).toBe(2);
    expect(passwordStrength('Abcdef12#x')).toBe(3);
  });
});
