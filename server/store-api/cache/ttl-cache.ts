/**
 * A small in-process cache with a short lifetime for hot catalogue reads. Stale data lives at most
 * `ttlMs`, which an owner's edit can tolerate; concurrent misses for one key share a single load
 * (no stampede on the embedded single-threaded database).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = (this.options.now ?? Date.now)();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.options.maxEntries) this.evictExpired(now);
    const value = load();
    this.entries.set(key, { expires: now + this.options.ttlMs, value });
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.clear();
  }
}
