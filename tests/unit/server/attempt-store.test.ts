import { describe, expect, it } from 'vitest';
import { MemoryAttemptStore, type AttemptCount, type AttemptStore } from '../../../server/store-api/platform/attempt-store';

const count = (store: AttemptStore, method: 'incr' | 'read', key: string, windowMs: number) =>
  new Promise<AttemptCount>((resolve, reject) =>
    store[method](key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10),
  );

describe("MemoryAttemptStore (the per-account lockout's port, in process)", () => {
  it('counts within a window from the first attempt, and the count ends with the window (a lockout never lasts)', async () => {
    let now = 1_000;
    const store = new MemoryAttemptStore({ now: () => now });
    expect(await count(store, 'incr', 'a', 600_000)).toEqual({ current: 1, ttl: 600_000 });
    now += 100_000;
    expect(await count(store, 'incr', 'a', 600_000)).toEqual({ current: 2, ttl: 500_000 });
    expect(await count(store, 'read', 'a', 600_000)).toEqual({ current: 2, ttl: 500_000 });
    now += 500_000;
    expect(await count(store, 'read', 'a', 600_000)).toEqual({ current: 0, ttl: 0 });
    expect(await count(store, 'incr', 'a', 600_000)).toEqual({ current: 1, ttl: 600_000 });
  });

  it('forgets a key (a success) and keeps at most maxKeys, dropping the oldest', async () => {
    const store = new MemoryAttemptStore({ maxKeys: 2 });
    await count(store, 'incr', 'a', 60_000);
    await store.forget('a');
    expect((await count(store, 'read', 'a', 60_000)).current).toBe(0);
    for (const key of ['x', 'y', 'z']) await count(store, 'incr', key, 60_000);
    expect((await count(store, 'read', 'x', 60_000)).current).toBe(0);
    expect((await count(store, 'read', 'z', 60_000)).current).toBe(1);
    expect(store.child()).toBe(store);
  });

  it('holds at most maxKeys keys when far more addresses guess at once (decision 73)', async () => {
    const store = new MemoryAttemptStore({ maxKeys: 1_000 });
    for (let i = 0; i < 30_000; i++) {
      await count(store, 'incr', `203.0.113.${i}`, 600_000);
      expect(store.size).toBeLessThanOrEqual(1_000);
    }
    // The newest are counted still: a guesser's own address is not what the bound forgets first.
    expect((await count(store, 'read', '203.0.113.29999', 600_000)).current).toBe(1);
  });
});
