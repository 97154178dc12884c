import { describe, expect, it } from 'vitest';
import { PROVINCES } from '@foodtrace/contracts';
import { provinceOfIp } from '../../../../platform/geo/ip-province.ts';
import { addressIn, PROVINCE_PREFIXES } from './scan-addresses.ts';

describe('demo scan addresses', () => {
  it('lie in the province they are logged under, for every province', () => {
    expect(Object.keys(PROVINCE_PREFIXES).sort()).toEqual(Object.keys(PROVINCES).sort());
    for (const [code, prefix] of Object.entries(PROVINCE_PREFIXES)) {
      for (const last of [2, 100, 253]) expect(provinceOfIp(`${prefix}.${last}`), `${prefix}.${last}`).toBe(code);
    }
  });

  it('give an unplaceable address to a scan without a province', () => {
    let n = 0;
    const d = { rnd: () => (n++ % 97) / 97 } as never;
    for (let i = 0; i < 200; i++) expect(provinceOfIp(addressIn(d, null))).toBeNull();
    expect(provinceOfIp(addressIn(d, '330000'))).toBe('330000');
  });
});
