import { describe, expect, it } from 'vitest';
import { digitalLinkSerial, gs1CheckDigit, isValidGtin, padGtin14, withCheckDigit } from './gs1.ts';
import { fieldSchema } from './resource.ts';

describe('GS1 check digit', () => {
  it('matches published keys', () => {
    // GS1's EPCIS example key 70614141123451 and the keys of reference/TRACEABILITY.md §1.4 (690 = GS1 China).
    expect(gs1CheckDigit('7061414112345')).toBe(1);
    expect(gs1CheckDigit('0690123400002')).toBe(3); // 06901234000023
    expect(gs1CheckDigit('690123400000')).toBe(9); // GLN 6901234000009
    expect(gs1CheckDigit('0000000000000')).toBe(0);
  });

  it('validates 14-digit GTINs', () => {
    expect(isValidGtin('06901234000023')).toBe(true);
    expect(isValidGtin('06901234000024')).toBe(false);
    expect(isValidGtin('6901234000023')).toBe(false);
    expect(isValidGtin('0690123400002x')).toBe(false);
  });

  it('pads shorter GTINs to 14 digits keeping the check digit valid', () => {
    expect(padGtin14('6901234000009')).toBe('06901234000009');
    expect(isValidGtin(padGtin14('6901234000009'))).toBe(true);
    expect(() => padGtin14('123')).toThrow();
  });

  it('completes 13 digits', () => {
    expect(withCheckDigit('0690123400002')).toBe('06901234000023');
    expect(() => withCheckDigit('12')).toThrow();
  });

  it('drives the gtin14 field format', () => {
    const f = fieldSchema({ label: '商品条码', type: 'string', format: 'gtin14' });
    expect(f.parse('06901234000023')).toBe('06901234000023');
    expect(f.safeParse('06901234000024').error?.issues[0].message).toBe('商品条码必须是 14 位数字且校验位正确（GS1）');
    expect(f.parse('')).toBeNull();
  });
});

describe('digitalLinkSerial', () => {
  it('reads the serial of a GS1 Digital Link, with or without its lot', () => {
    expect(digitalLinkSerial('/01/06901234567892/10/L20261101/21/K7QF2M9XPA00')).toBe('K7QF2M9XPA00');
    expect(digitalLinkSerial('/01/06901234567892/21/K7QF%202M9X')).toBe('K7QF 2M9X');
    expect(digitalLinkSerial('/01/06901234567892/21/K7QF2M9XPA00/')).toBe('K7QF2M9XPA00');
  });

  it('is null for any other address', () => {
    expect(digitalLinkSerial('/foodcode')).toBeNull();
    expect(digitalLinkSerial('/01/06901234567892')).toBeNull();
    expect(digitalLinkSerial('/01/06901234567892/10/L1')).toBeNull();
    expect(digitalLinkSerial('/01/06901234567892/21/%E0%A4%A')).toBeNull();
  });
});
