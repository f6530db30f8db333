/**
 * Warms the pages a shopper is about to open (a link hovered or focused) without flooding the store
 * API: at most `concurrency` loads run at once (spec section 9: about 5), the rest wait in order,
 * a page asked for again while queued, loading or recently loaded is not loaded twice, and a failed
 * load is simply forgotten (the navigation itself will load the page).
 */
export interface PrefetchQueue {
  request(key: string): void;
  /** Loads queued and running, for tests and for dropping work on page hide. */
  pending(): number;
}

export function createPrefetchQueue(options: {
  concurrency: number;
  load: (key: string) => Promise<unknown>;
  remember?: number;
}): PrefetchQueue {
  const waiting: string[] = [];
  const seen = new Set<string>();
  let running = 0;
  const remember = options.remember ?? 50;

  const forgetOldest = () => {
    while (seen.size > remember) seen.delete(seen.values().next().value!);
  };

  const next = () => {
    while (running < options.concurrency && waiting.length > 0) {
      const key = waiting.shift()!;
      running += 1;
      void Promise.resolve()
        .then(() => options.load(key))
        .catch(() => seen.delete(key))
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  return {
    request(key) {
      if (seen.has(key)) return;
      seen.add(key);
      forgetOldest();
      waiting.push(key);
      next();
    },
    pending: () => waiting.length + running,
  };
}
