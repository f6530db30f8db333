/**
 * The host's one store-keyed cache (server/host/ssr/store-keyed-cache.ts) behind both the anonymous
 * page cache and the kept web info: the store API's events, heard once, drop the named store's
 * entries from every cache given (another store's stay), and a resync drops all of them.
 */
import { describe, expect, it } from 'vitest';
import { dropOnStoreEvents, StoreKeyedCache } from '../../../server/host/ssr/store-keyed-cache';
import type { StoreEvent } from '../../../server/store-api/mount-store-api';

function fakeBus() {
  const listeners = new Set<(event: StoreEvent) => void>();
  return {
    onStoreEvent: (listener: (event: StoreEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish: (event: StoreEvent) => listeners.forEach((listener) => listener(event)),
    listening: () => listeners.size,
  };
}

const entry = (webID: number) => ({ webID });
const caches = () => [1, 2].map(() => new StoreKeyedCache<{ webID: number }>({ ttlMs: 5000, maxEntries: 10, now: () => 0 }));

describe('store-keyed caches on the store events', () => {
  it('drop the named store’s entries in every cache, keep the others’, and all on a resync', () => {
    const bus = fakeBus();
    const [pages, infos] = caches();
    dropOnStoreEvents(bus.onStoreEvent, [pages!, infos!]);
    for (const cache of [pages!, infos!]) {
      cache.keep('a', entry(1), cache.epoch);
      cache.keep('b', entry(2), cache.epoch);
    }
    bus.publish({ kind: 'theme', webID: 1 });
    for (const cache of [pages!, infos!]) {
      expect(cache.find('a')).toBeNull();
      expect(cache.find('b')).toEqual(entry(2));
    }
    bus.publish({ kind: 'resync' });
    for (const cache of [pages!, infos!]) expect(cache.find('b')).toBeNull();
  });

  it('keep nothing read before an event that arrived while reading, and stop listening when told', () => {
    const bus = fakeBus();
    const [cache] = caches();
    const stop = dropOnStoreEvents(bus.onStoreEvent, [cache!]);
    const started = cache!.epoch;
    bus.publish({ kind: 'catalogue', webID: 3 });
    cache!.keep('a', entry(1), started);
    expect(cache!.find('a')).toBeNull();
    stop();
    expect(bus.listening()).toBe(0);
  });
});
