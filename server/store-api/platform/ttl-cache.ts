/**
 * A small in-process cache with a short lifetime for hot catalogue reads. Changes reach it as store
 * events (platform/events/store-events.ts: forgetStore drops one store's entries on every instance at once);
 * the lifetime bounds what a missed event can leave stale. Concurrent misses for one key share a
 * single load (no stampede on the embedded single-threaded database), and an entry's life starts when
 * its value arrives, so a load slower than the lifetime is still cached.
 *
 * Keys of store-scoped caches start with `<webID>:` (storeKey), which forgetStore relies on.
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
    // In flight: shared by every caller until it settles, then alive for ttlMs from then.
    const entry = { expires: Number.POSITIVE_INFINITY, value };
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.expires = (this.options.now ?? Date.now)() + this.options.ttlMs;
      },
      // A failed load is not remembered: the next caller tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Entries held now, in flight or not: never more than maxEntries (decision 73). */
  get size(): number {
    return this.entries.size;
  }

  /** Drops one entry: the next get loads it again. */
  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops every entry of one store (keys made with storeKey), or of all stores when none is named. */
  forgetStore(webId?: number): void {
    if (webId === undefined) return this.clear();
    const prefix = `${webId}:`;
    // storeKey(webId) alone (the gate's flags) is the bare id, with no colon after it.
    for (const key of this.entries.keys()) if (key === String(webId) || key.startsWith(prefix)) this.entries.delete(key);
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.clear();
  }
}

/** The key of a store-scoped entry: the tenant first, so forgetStore finds it and no store reads another's. */
export function storeKey(webId: number, ...parts: Array<string | number>): string {
  return [webId, ...parts].join(':');
}
