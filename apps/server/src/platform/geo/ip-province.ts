import { createRequire } from 'node:module';
import type IP2RegionClass from 'ip2region';
import { PROVINCES } from '@foodtrace/contracts';

/**
 * The province a consumer scanned from, by address (ip2region's offline database, bundled with the package and
 * read into memory: nothing is fetched at run time). It is what places a scan on 销售地图 and what makes a scan
 * in a province its lot was never shipped to a 窜货 signal. Addresses outside the mainland's registries, private
 * and loopback addresses, and any address the database cannot place answer null: an unknown region, never a
 * guessed one. A lookup costs about two microseconds.
 */
const require = createRequire(import.meta.url);
let searcher: IP2RegionClass | null = null;

/** ip2region's province names are short ('北京', '内蒙古', '广东省'): matched on the name without its suffix. */
const SHORT_NAMES: Array<[short: string, code: string]> = Object.entries(PROVINCES)
  .map(([code, name]) => [name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, ''), code]);

/** Reads the database into memory (about 11 MB, a few milliseconds), so that the first scan does not wait. */
export function loadIpRegions(): void {
  if (searcher) return;
  const { default: IP2Region } = require('ip2region') as { default: typeof IP2RegionClass };
  searcher = new IP2Region();
  searcher.search('240e::1'); // the IPv6 table is read on its first use
}

export function provinceOfIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  loadIpRegions();
  let found: { country: string; province: string } | null;
  try {
    found = searcher!.search(ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip);
  } catch {
    return null; // not an address the database reads
  }
  if (!found || found.country !== '中国' || !found.province) return null;
  const province = found.province;
  return SHORT_NAMES.find(([short]) => province.startsWith(short))?.[1] ?? null;
}
