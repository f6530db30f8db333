/**
 * AttemptStore (attempt-store.ts) in the database: what a fleet's instances count together on their
 * shared PostgreSQL (every rate limit of @fastify/rate-limit, the per-account sign-in lockout). One
 * statement counts atomically: a key's row is created, bumped, or restarted when its window ended.
 * Each route's limiter (child) gets a namespace of its own, as the plugin's local store gives each
 * route a map of its own, so one address's sign-ins never count against its sign-ups.
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from './database/client';
import { rateCounts } from './platform.tables';
import { rowsOf } from './database/rows-of';
import type { AttemptCount, AttemptStore } from './attempt-store';

type Answer = (error: Error | null, result?: AttemptCount) => void;
// ttl is a bigint (as text on some drivers): the windows of known sign-in addresses are months of milliseconds.
type CountRow = { current: number; ttl: number | string };

/** Expired rows are swept now and then, never on every count. */
const SWEEP_EVERY = 500;

export class DatabaseAttemptStore implements AttemptStore {
  private counted = 0;

  constructor(
    private readonly db: Db,
    private readonly namespace = '',
  ) {}

  /** Keys carry what clients typed (a login): hashed, so any text fits a column and every key is short. */
  private key(key: string): string {
    const digest = createHash('sha256').update(key).digest('base64url');
    return this.namespace ? `${this.namespace}|${digest}` : digest;
  }

  incr(key: string, answer: Answer, timeWindow: number): void {
    this.count(this.key(key), timeWindow).then(
      (result) => answer(null, result),
      (error: Error) => answer(error),
    );
  }

  read(key: string, answer: Answer, timeWindow: number): void {
    void timeWindow;
    this.peek(this.key(key)).then(
      (result) => answer(null, result),
      (error: Error) => answer(error),
    );
  }

  /** The limiter of one route: its method and path name its counts. */
  child(routeOptions: unknown): AttemptStore {
    const options = routeOptions as { routeInfo?: { method?: string; url?: string }; groupId?: string } | undefined;
    // A limiter made with createRateLimit has no route: its group, else keys that name their limiter.
    const namespace = options?.routeInfo?.url
      ? `${options.routeInfo.method ?? ''} ${options.routeInfo.url}`
      : (options?.groupId ?? this.namespace);
    return new DatabaseAttemptStore(this.db, namespace);
  }

  async forget(key: string): Promise<void> {
    await this.db.delete(rateCounts).where(sql`${rateCounts.key} = ${this.key(key)}`);
  }

  private async count(key: string, windowMs: number): Promise<AttemptCount> {
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    const rows = await this.db.execute(sql`
      INSERT INTO rate_counts (key, current, window_ends_at) VALUES (${key}, 1, now() + ${window})
      ON CONFLICT (key) DO UPDATE SET
        current = CASE WHEN rate_counts.window_ends_at <= now() THEN 1 ELSE rate_counts.current + 1 END,
        window_ends_at = CASE WHEN rate_counts.window_ends_at <= now() THEN now() + ${window} ELSE rate_counts.window_ends_at END
      RETURNING current, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::bigint AS ttl`);
    if (++this.counted % SWEEP_EVERY === 0) void this.sweep();
    const row = rowsOf<CountRow>(rows)[0]!;
    return { current: Number(row.current), ttl: Math.max(0, Number(row.ttl)) };
  }

  private async peek(key: string): Promise<AttemptCount> {
    const rows = await this.db.execute(sql`
      SELECT current, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::bigint AS ttl
      FROM rate_counts WHERE key = ${key} AND window_ends_at > now()`);
    const row = rowsOf<CountRow>(rows)[0];
    return row ? { current: Number(row.current), ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 };
  }

  private async sweep(): Promise<void> {
    await this.db
      .delete(rateCounts)
      .where(lt(rateCounts.windowEndsAt, sql`now() - interval '1 hour'`))
      .catch(() => undefined);
  }
}
