/**
 * A small in-process cache with a time limit and a size bound (oldest entry out first). Used only for values
 * that may lag behind by the TTL; anything that must be live is read outside it.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    value.catch(() => this.entries.delete(key));
    this.entries.set(key, { value, expires: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
