/**
 * The host's one kind of short-lived cache (decision 48): entries that belong to a store, each kept a
 * few seconds at most and dropped at once when an event names their store. Anonymous pages
 * (page-cache.ts) and stores' web info between renders (web-info-keeper.ts) are two of them.
 *
 * Invalidation comes from the store API's event bus (dropOnStoreEvents): in one process its own
 * events, on a fleet sharing PostgreSQL every instance's (LISTEN/NOTIFY, postgres-event-bus.ts), and
 * a `resync` (this instance may have missed events) drops everything. A value read before an event
 * and kept after it would outlive the change, so `keep` takes the epoch its read started at and
 * keeps nothing an event overtook.
 */
import type { StoreEvent } from '../../store-api/mount-store-api';

export interface StoreKeyedCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /** Bytes held at most (with `sizeOf`): a burst of distinct keys (a crawl) is bounded by it, not by count alone. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  now?: () => number;
}

export class StoreKeyedCache<V extends { readonly webID: number }> {
  private readonly entries = new Map<string, { value: V; expires: number; size: number }>();
  private generation = 0;
  private heldBytes = 0;

  constructor(private readonly options: StoreKeyedCacheOptions<V>) {}

  /** Where a read starts: its value is kept only if no store event came before it ends (keep's `since`). */
  get epoch(): number {
    return this.generation;
  }

  /** What it holds now: never more than maxEntries entries and maxBytes bytes (the memory bound, decision 73). */
  get held(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.heldBytes };
  }

  find(key: string): V | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires > this.now()) return entry.value;
    this.drop(key);
    return null;
  }

  keep(key: string, value: V, since: number): void {
    // A store event overtook the read: what it read may be what the event changed.
    if (since !== this.generation) return;
    const size = this.options.sizeOf?.(value) ?? 0;
    const maxBytes = this.options.maxBytes ?? Infinity;
    if (size > maxBytes) return;
    this.drop(key);
    const full = () => this.entries.size >= this.options.maxEntries || this.heldBytes + size > maxBytes;
    if (full()) this.dropExpired();
    if (full()) this.clear();
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs, size });
    this.heldBytes += size;
  }

  /** Forgets one store's entries, or every entry when no store is named (this instance may have missed events). */
  forget(webID?: number): void {
    this.generation += 1;
    if (webID === undefined) return this.clear();
    for (const [key, entry] of this.entries) if (entry.value.webID === webID) this.drop(key);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.size;
  }

  private clear(): void {
    this.entries.clear();
    this.heldBytes = 0;
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.drop(key);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/**
 * Drops the caches' entries of the store each event names (every entry on a resync), for events of
 * this instance and, through the shared bus, of every other; returns the unsubscribe.
 */
export function dropOnStoreEvents(
  onStoreEvent: (listener: (event: StoreEvent) => void) => () => void,
  caches: ReadonlyArray<{ forget(webID?: number): void }>,
): () => void {
  return onStoreEvent((event) => {
    const webID = event.kind === 'resync' ? undefined : event.webID;
    for (const cache of caches) cache.forget(webID);
  });
}
