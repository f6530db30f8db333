/**
 * Where failed sign-ins are counted: the port of the per-account lockout (account-lockout.service.ts).
 * It is @fastify/rate-limit's own store contract (`incr`, `read`, `child`, as its local and Redis
 * stores implement it), so the lockout counts exactly as the other rate limits do, plus `forget`,
 * which a successful sign-in uses to clear its account's failures. In process here; a fleet backs
 * the same port with a table in its shared PostgreSQL so every instance counts together.
 */
export interface AttemptCount {
  current: number;
  /** Milliseconds until the count starts again from zero. */
  ttl: number;
}

type Answer = (error: Error | null, result?: AttemptCount) => void;

export interface AttemptStore {
  /** Counts one more attempt of `key` in a window of `timeWindow` ms from its first. */
  incr(key: string, answer: Answer, timeWindow: number, max: number): void;
  /** The count of `key` now, without counting. */
  read(key: string, answer: Answer, timeWindow: number, max: number): void;
  /** The store a limiter of one route uses; keys already say what they count, so the same one. */
  child(routeOptions: unknown): AttemptStore;
  /** Drops `key`'s count (a success). */
  forget(key: string): Promise<void>;
}

/** Counts in this process, at most `maxKeys` keys (the oldest window goes first). */
export class MemoryAttemptStore implements AttemptStore {
  private readonly counts = new Map<string, { current: number; startedAt: number }>();

  constructor(private readonly options: { maxKeys?: number; now?: () => number } = {}) {}

  /** Keys counted now: never more than maxKeys, however many addresses guess (decision 73). */
  get size(): number {
    return this.counts.size;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  incr(key: string, answer: Answer, timeWindow: number): void {
    const now = this.now();
    const live = this.live(key, timeWindow, now);
    const entry = live ? { current: live.current + 1, startedAt: live.startedAt } : { current: 1, startedAt: now };
    this.counts.delete(key);
    this.counts.set(key, entry);
    if (this.counts.size > (this.options.maxKeys ?? 50_000)) this.counts.delete(this.counts.keys().next().value!);
    answer(null, { current: entry.current, ttl: entry.startedAt + timeWindow - now });
  }

  read(key: string, answer: Answer, timeWindow: number): void {
    const now = this.now();
    const live = this.live(key, timeWindow, now);
    answer(null, live ? { current: live.current, ttl: live.startedAt + timeWindow - now } : { current: 0, ttl: 0 });
  }

  child(): AttemptStore {
    return this;
  }

  async forget(key: string): Promise<void> {
    this.counts.delete(key);
  }

  private live(key: string, timeWindow: number, now: number) {
    const entry = this.counts.get(key);
    return entry && entry.startedAt + timeWindow > now ? entry : null;
  }
}
