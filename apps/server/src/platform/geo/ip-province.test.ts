import { describe, expect, it } from 'vitest';
import { provinceOfIp } from './ip-province.ts';

describe('provinceOfIp', () => {
  it('places mainland, Hong Kong and IPv6 addresses in their province', () => {
    expect(provinceOfIp('218.75.123.1')).toBe('330000'); // 浙江省
    expect(provinceOfIp('61.135.169.121')).toBe('110000'); // 北京 (a municipality, named without 市)
    expect(provinceOfIp('1.180.0.1')).toBe('150000'); // 内蒙古
    expect(provinceOfIp('110.184.0.1')).toBe('510000'); // 四川省
    expect(provinceOfIp('210.0.128.1')).toBe('810000'); // 香港
    expect(provinceOfIp('::ffff:218.75.123.1')).toBe('330000'); // IPv4-mapped, as Node reports it on a dual stack
    expect(provinceOfIp('240e:47d:c20:1627:30a3:ba0d:a5e6:ec19')).toBe('440000'); // 广东省
  });

  it('answers null where the region is not known rather than guessing one', () => {
    for (const ip of ['8.8.8.8', '127.0.0.1', '192.168.1.5', '::1', '2408:8000::1', 'not-an-ip', '', null, undefined]) {
      expect(provinceOfIp(ip), String(ip)).toBeNull();
    }
  });
});
