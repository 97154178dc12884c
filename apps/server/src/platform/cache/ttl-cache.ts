/**
 * A small in-process cache with a time limit and a size bound (oldest entry out first), for values that may lag
 * behind by the TTL: each instance keeps its own for at most that long, so nothing needs invalidating across
 * instances. Anything that must be live is read outside it. Used by the report answers (spec §7.4, 30 s) and
 * the public page's lot projections.
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
