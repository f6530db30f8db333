import { describe, expect, it } from 'vitest';
import { storeKey, TtlCache } from '../../../server/store-api/platform/ttl-cache';

describe('TtlCache', () => {
  it('serves a value until its lifetime ends, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const values = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(values).toEqual([1, 1, 1]);
  });

  it('does not remember a failed load', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('stays within its entry bound', async () => {
    let now = 0;
    const cache = new TtlCache<number>({ ttlMs: 10, maxEntries: 3, now: () => now });
    for (let i = 0; i < 3; i++) await cache.get(`k${i}`, async () => i);
    now = 20;
    expect(await cache.get('new', async () => 42)).toBe(42);
    expect(await cache.get('k0', async () => 99)).toBe(99);
  });

  it('holds at most maxEntries, settled, in flight or failed, when far more keys are loaded (decision 73)', async () => {
    let now = 0;
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 100, now: () => now });
    const never = new Promise<number>(() => {});
    for (let i = 0; i < 20_000; i++) {
      const load = i % 5 === 0 ? () => never : i % 11 === 0 ? () => Promise.reject(new Error('down')) : async () => i;
      const value = cache.get(`key-${i}`, load).catch(() => 0);
      if (i % 5 !== 0) await value;
      now += i % 2;
      expect(cache.size).toBeLessThanOrEqual(100);
    }
  });

  it("caches a load slower than its lifetime, counting the lifetime from the value's arrival", async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => now });
    let finish: (value: number) => void = () => {};
    const slow = cache.get(
      'k',
      () =>
        new Promise<number>((resolve) => {
          loads++;
          finish = resolve;
        }),
    );
    now = 500;
    expect(cache.get('k', async () => ++loads)).toBe(slow);
    finish(1);
    expect(await slow).toBe(1);
    now = 599;
    expect(await cache.get('k', async () => ++loads)).toBe(1);
    expect(loads).toBe(1);
  });

  it("forgets one store's entries and keeps every other store's", async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    await cache.get(storeKey(1, 'p', 9), async () => 'one');
    await cache.get(storeKey(12, 'p', 9), async () => 'twelve');
    cache.forgetStore(1);
    expect(await cache.get(storeKey(1, 'p', 9), async () => 'one again')).toBe('one again');
    expect(await cache.get(storeKey(12, 'p', 9), async () => 'reloaded')).toBe('twelve');
  });

  it("forgets a store's bare key too (the store gate's flags are storeKey(webID) alone), and no other store's", async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    await cache.get(storeKey(1), async () => 'flags of 1');
    await cache.get(storeKey(12), async () => 'flags of 12');
    cache.forgetStore(1);
    expect(await cache.get(storeKey(1), async () => 'read anew')).toBe('read anew');
    expect(await cache.get(storeKey(12), async () => 'reloaded')).toBe('flags of 12');
  });
});
