import { describe, expect, it } from 'vitest';
import { scannedInputs } from './scan-field';

describe('scannedInputs', () => {
  it('splits one scan or a pasted column of codes and label URLs into what is sent', () => {
    expect(scannedInputs('  K7QF2M9XPA00 ')).toEqual(['K7QF2M9XPA00']);
    expect(scannedInputs('K7QF2M9XPA00\r\nhttps://t.example.cn/foodcode?code=ABCD2M9XPA00\n\n，XYZW2M9XPA00；')).toEqual([
      'K7QF2M9XPA00', 'https://t.example.cn/foodcode?code=ABCD2M9XPA00', 'XYZW2M9XPA00',
    ]);
    // a code typed as its label groups it stays one code; cells copied from a sheet row are several
    expect(scannedInputs('k7qf 2m9x pa00')).toEqual(['k7qf 2m9x pa00']);
    expect(scannedInputs('K7QF2M9XPA00\tABCD2M9XPA00')).toEqual(['K7QF2M9XPA00', 'ABCD2M9XPA00']);
    expect(scannedInputs(' \n ')).toEqual([]);
  });
});
