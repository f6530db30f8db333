/**
 * The cut-off of a person's studio sessions (decision 96): owner tokens issued before the account's
 * `sessions_valid_after` are refused, so a password change or reset signs the person out everywhere
 * else. Read through a short cache so an owner call costs no query: the instance that moves the cut-off
 * forgets its copy at once; another instance of a fleet refuses the old tokens within CUTOFF_CACHE_MS.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './database/client';
import { studioAccounts } from './platform.tables';
import { TtlCache } from './ttl-cache';

export const CUTOFF_CACHE_MS = 15_000;

export class StudioSessions {
  private readonly cutoffs: TtlCache<number | null>;

  constructor(
    private readonly db: Db,
    options: { now?: () => number } = {},
  ) {
    this.cutoffs = new TtlCache({ ttlMs: CUTOFF_CACHE_MS, maxEntries: 10_000, ...options });
  }

  /** The earliest issue time (milliseconds) a token of the account may carry; null when the account is gone. */
  readonly validAfter = (accountId: number): Promise<number | null> =>
    this.cutoffs.get(String(accountId), async () => {
      const [row] = await this.db
        .select({ after: studioAccounts.sessionsValidAfter })
        .from(studioAccounts)
        .where(eq(studioAccounts.id, accountId))
        .limit(1);
      return row ? (row.after?.getTime() ?? 0) : null;
    });

  /**
   * Ends every studio session of the account issued before now, in `tx` when given: the caller calls
   * forget once that transaction has committed (a read in between would cache the old cut-off).
   */
  async endAll(accountId: number, tx: Db = this.db): Promise<void> {
    await tx.update(studioAccounts).set({ sessionsValidAfter: new Date() }).where(eq(studioAccounts.id, accountId));
    this.forget(accountId);
  }

  forget(accountId: number): void {
    this.cutoffs.forget(String(accountId));
  }
}
