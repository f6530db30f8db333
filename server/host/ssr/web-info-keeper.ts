/**
 * The host's keeper of stores' web info between renders (src/application/storefront/kept-web-info.ts):
 * a few seconds at most, and a store's entries dropped on that store's events (theme published,
 * settings or shipping changed, store closed), on every instance through the event bus, like the
 * page cache; an answer that an event overtook is not kept.
 */
import type { KeptWebInfo, WebInfoKeeper } from '../../../src/ui/entry-server';
import type { TokenPair } from '../../../src/domain/store/web-info';

export class HostWebInfoKeeper implements WebInfoKeeper {
  private readonly entries = new Map<string, { info: KeptWebInfo; expires: number }>();
  private generation = 0;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; guestTokens: (webID: number) => TokenPair; now?: () => number },
  ) {}

  get epoch(): number {
    return this.generation;
  }

  find(key: string): KeptWebInfo | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires > this.now()) return entry.info;
    this.entries.delete(key);
    return null;
  }

  keep(key: string, info: KeptWebInfo, since: number): void {
    if (since !== this.generation) return;
    if (this.entries.size >= this.options.maxEntries) this.entries.clear();
    this.entries.set(key, { info, expires: this.now() + this.options.ttlMs });
  }

  guestTokens(webID: number): TokenPair {
    return this.options.guestTokens(webID);
  }

  /** Forgets one store's entries, or all when no store is named (this instance may have missed events). */
  forget(webID?: number): void {
    this.generation += 1;
    if (webID === undefined) return this.entries.clear();
    for (const [key, entry] of this.entries) if (entry.info.webID === webID) this.entries.delete(key);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
