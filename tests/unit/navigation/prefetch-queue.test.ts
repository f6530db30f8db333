/**
 * Link prefetch (spec section 9: a concurrency of about 5): never more than five pages warm at once,
 * each page once, every request served in the end, and a failed one may be asked again.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createPrefetchQueue } from '../../../src/application/navigation/prefetch-queue';
import { PREFETCH_CONCURRENCY } from '../../../src/ui/ui-constants';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetch queue', () => {
  it("uses the spec's concurrency", () => {
    expect(PREFETCH_CONCURRENCY).toBe(5);
  });

  test.prop([fc.array(fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h', '/i'), { maxLength: 40 }), fc.scheduler()])(
    'runs at most 5 loads at once and loads each page once, whatever order the loads finish in',
    async (paths, scheduler) => {
      let running = 0;
      let most = 0;
      const loaded: string[] = [];
      const queue = createPrefetchQueue({
        concurrency: PREFETCH_CONCURRENCY,
        load: (path) => {
          running += 1;
          most = Math.max(most, running);
          return scheduler.schedule(Promise.resolve(path)).then(() => {
            running -= 1;
            loaded.push(path);
          });
        },
      });
      for (const path of paths) queue.request(path);
      while (queue.pending() > 0) {
        await settle();
        await scheduler.waitAll();
      }
      expect(most).toBeLessThanOrEqual(PREFETCH_CONCURRENCY);
      expect([...loaded].sort()).toEqual([...new Set(paths)].sort());
    },
  );

  it('forgets a failed load, so the page can be warmed again later', async () => {
    let calls = 0;
    const queue = createPrefetchQueue({
      concurrency: 5,
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
      },
    });
    queue.request('/a');
    await settle();
    await settle();
    queue.request('/a');
    await settle();
    await settle();
    expect(calls).toBe(2);
  });
});
