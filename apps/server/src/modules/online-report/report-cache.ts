/**
 * Report answers are kept 30 s per (report, parameters) group (spec §7.4, §9 "Report cache 30 s") in a TtlCache
 * (platform/cache): a popup that pages back and forth, or many users opening the same picker, do not re-run the
 * report SQL each time. This is the group's key.
 */

/** A stable key for a request's parameters: sorted, without the cache-buster `_t`. */
export function paramsKey(raw: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(raw).filter((k) => k !== '_t').sort().map((k) => [k, raw[k]]));
}
