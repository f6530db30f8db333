/**
 * The host's keeper of stores' web info between renders (src/application/storefront/kept-web-info.ts):
 * a store-keyed cache (store-keyed-cache.ts) like the page cache, a few seconds at most and a store's
 * entries dropped on that store's events (theme published, settings or shipping changed, store
 * closed) on every instance; an answer that an event overtook is not kept.
 */
import type { KeptWebInfo, WebInfoKeeper } from '../../../src/application/storefront/kept-web-info';
import type { TokenPair } from '../../../src/domain/store/web-info';
import { StoreKeyedCache } from './store-keyed-cache';

export class HostWebInfoKeeper extends StoreKeyedCache<KeptWebInfo> implements WebInfoKeeper {
  constructor(
    private readonly keeper: { ttlMs: number; maxEntries: number; guestTokens: (webID: number) => TokenPair; now?: () => number },
  ) {
    super(keeper);
  }

  guestTokens(webID: number): TokenPair {
    return this.keeper.guestTokens(webID);
  }
}
