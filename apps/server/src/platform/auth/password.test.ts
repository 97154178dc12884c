import { describe, expect, it } from 'vitest';
import { newPasswordSchema, passwordClasses, PASSWORD_RULE } from '@foodtrace/contracts';
import { generatePassword, hashPassword, verifyPassword } from './password.ts';

describe('passwords', () => {
  it('counts the kinds of characters: lower, upper, digits, the rest', () => {
    expect(passwordClasses('abcdefgh')).toBe(1);
    expect(passwordClasses('abcd1234')).toBe(2);
    expect(passwordClasses('Abcd1234')).toBe(3);
    expect(passwordClasses('Ab1#')).toBe(4);
    expect(passwordClasses('密码密码1234')).toBe(2); // Chinese characters are "the rest"
  });

  it('sets only passwords of 8 to 64 characters of at least three kinds', () => {
    const problem = (pw: string) => { const r = newPasswordSchema.safeParse(pw); return r.success ? null : r.error.issues[0].message; };
    expect(problem('Ab1#')).toBe(PASSWORD_RULE.message);
    expect(problem(`Ab1#${'x'.repeat(61)}`)).toBe(PASSWORD_RULE.message);
    expect(problem('password2026')).toBe(PASSWORD_RULE.classesMessage);
    expect(problem('PASSWORD-2026')).toBeNull();
    expect(problem('Food#trace')).toBeNull();
  });

  it('generates first passwords that meet the rule every time, and verifies them', async () => {
    const many = Array.from({ length: 500 }, generatePassword);
    expect(many.every((pw) => newPasswordSchema.safeParse(pw).success)).toBe(true);
    expect(new Set(many).size).toBe(500);
    const hash = await hashPassword(many[0]);
    expect(await verifyPassword(many[0], hash)).toBe(true);
    expect(await verifyPassword(many[1], hash)).toBe(false);
  });
});
