import { describe, expect, it } from 'vitest';
import { digitalLinkUrl, foodcodeUrl, isWrongLengthCode, normalizeTraceCode, scannedTraceCode } from './trace-code.ts';
import { provinceName, provinceOf } from './provinces.ts';

describe('trace codes', () => {
  it('reads what a consumer typed: case, Crockford look-alikes, dashes, the groups a label prints', () => {
    expect(normalizeTraceCode('k7qf-2m9x-pa0o')).toBe('K7QF2M9XPA00');
    expect(normalizeTraceCode(' K7QF 2M9X PA00 ')).toBe('K7QF2M9XPA00');
    // a full-width space (a Chinese input method) and a tab
    expect(normalizeTraceCode('K7QF\u30002M9X\tPA00')).toBe('K7QF2M9XPA00');
    expect(normalizeTraceCode('IL0000000000')).toBe('110000000000');
    expect(normalizeTraceCode('K7QF2M9XPA0')).toBeNull();
    expect(normalizeTraceCode('K7QF2M9XPA0U')).toBeNull();
    expect(normalizeTraceCode('')).toBeNull();
  });

  it('tells a code of the wrong length (a typing slip) from one of the right length that is not ours', () => {
    expect(isWrongLengthCode('K7QF 2M9X PA0')).toBe(true);
    expect(isWrongLengthCode('K7QF-2M9X-PA00-1')).toBe(true);
    expect(isWrongLengthCode('k7qf 2m9x pa00')).toBe(false);
    expect(isWrongLengthCode('ZZZZZZZZZZZU')).toBe(false);
  });

  it('reads the code from what a warehouse scanner reads off a label: the code, the QR\'s trace URL or Digital Link', () => {
    expect(scannedTraceCode(' k7qf-2m9x-pa00 ')).toBe('K7QF2M9XPA00');
    expect(scannedTraceCode(foodcodeUrl('https://trace.example.cn', 'K7QF2M9XPA00'))).toBe('K7QF2M9XPA00');
    expect(scannedTraceCode('http://10.0.0.5:8080/foodcode?code=k7qf2m9xpa00&utm=x')).toBe('K7QF2M9XPA00');
    expect(scannedTraceCode('/foodcode?code=K7QF2M9XPA00')).toBe('K7QF2M9XPA00');
    expect(scannedTraceCode(digitalLinkUrl('https://trace.example.cn', '06901234000023', 'F20260315-7K2Q', 'K7QF2M9XPA00'))).toBe('K7QF2M9XPA00');
    expect(scannedTraceCode('https://trace.example.cn/01/06901234000023/21/K7QF2M9XPA00?x=1')).toBe('K7QF2M9XPA00');
    // not a label of ours: another page, a Digital Link path under something else, a code of the wrong length
    expect(scannedTraceCode('https://trace.example.cn/AdDetail?id=K7QF2M9XPA00')).toBeNull();
    expect(scannedTraceCode('https://trace.example.cn/app/01/06901234000023/21/K7QF2M9XPA00')).toBeNull();
    expect(scannedTraceCode('https://trace.example.cn/foodcode?code=K7QF')).toBeNull();
    expect(scannedTraceCode('')).toBeNull();
  });

  it('builds the URLs a QR code carries', () => {
    expect(foodcodeUrl('https://trace.example.cn/', 'K7QF2M9XPA00')).toBe('https://trace.example.cn/foodcode?code=K7QF2M9XPA00');
    // GS1 Digital Link: /01/<GTIN-14>/10/<lot>/21/<serial>, qualifiers in the fixed order 10 → 21.
    expect(digitalLinkUrl('https://trace.example.cn', '06901234000023', 'F20260315-7K2Q', 'K7QF2M9XPA00'))
      .toBe('https://trace.example.cn/01/06901234000023/10/F20260315-7K2Q/21/K7QF2M9XPA00');
  });
});

describe('provinces', () => {
  it('finds the province of a division code', () => {
    expect(provinceOf('330106')).toBe('330000');
    expect(provinceName('310115')).toBe('上海市');
    expect(provinceName('990000')).toBeNull();
    expect(provinceOf(null)).toBeNull();
  });
});
