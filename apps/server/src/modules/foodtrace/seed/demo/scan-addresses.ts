import type { DemoData } from './demo-data.ts';

/**
 * A /24 in each province, as ip2region places it (checked in scan-addresses.test.ts), so that a demo scan's
 * address and its logged province agree as they do for a live scan (platform/geo/ip-province.ts).
 */
export const PROVINCE_PREFIXES: Readonly<Record<string, string>> = {
  110000: '61.135.169', 120000: '27.0.128', 130000: '27.128.0', 140000: '1.68.0', 150000: '1.24.0', 210000: '1.14.0',
  220000: '1.13.0', 230000: '1.56.0', 310000: '116.228.111', 320000: '222.186.0', 330000: '218.75.123', 340000: '36.4.0',
  350000: '1.1.0', 360000: '39.158.0', 370000: '27.192.0', 410000: '1.192.0', 420000: '27.16.0', 430000: '36.157.0',
  440000: '1.2.64', 450000: '1.185.0', 460000: '36.1.0', 500000: '14.104.0', 510000: '110.184.0', 520000: '1.48.0',
  530000: '14.204.0', 540000: '101.248.0', 610000: '1.80.0', 620000: '27.224.0', 630000: '36.100.0', 640000: '1.50.0',
  650000: '36.96.0', 710000: '1.34.0', 810000: '1.36.0', 820000: '23.36.128',
};

/**
 * An address a consumer in that province might scan from; with no province, a mobile-backbone IPv6 address
 * that the database cannot place (as happens live).
 */
export function addressIn(d: DemoData, provinceCode: string | null): string {
  const prefix = provinceCode ? PROVINCE_PREFIXES[provinceCode] : undefined;
  if (!prefix) return `2408:8000::${(1 + Math.floor(d.rnd() * 0xfffe)).toString(16)}`;
  return `${prefix}.${2 + Math.floor(d.rnd() * 252)}`;
}
