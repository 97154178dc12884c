/**
 * Report answers kept 30 s per (report, parameters) group (spec §7.4, §9 "Report cache 30 s"): a popup that
 * pages back and forth, or many users opening the same picker, do not re-run the report SQL each time.
 * In-process and bounded; each instance keeps its own for at most the TTL, so no invalidation is needed.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 500, private readonly now: () => number = Date.now) {}

  /** The cached value, or `load()`'s; a failed load is not kept. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const t = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > t) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { value, expires: t + this.ttlMs });
    value.catch(() => { if (this.entries.get(key)?.value === value) this.entries.delete(key); });
    // Maps iterate in insertion order: the first entries are the oldest.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A stable key for a request's parameters: sorted, without the cache-buster `_t`. */
export function paramsKey(raw: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(raw).filter((k) => k !== '_t').sort().map((k) => [k, raw[k]]));
}
