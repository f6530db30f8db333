/**
 * Password-reset links (decision 69): 32 random bytes mailed, only their SHA-256 stored, an hour
 * long, used once. A customer has one live link at a time: only the newest works (a newer request
 * voids the older links, in the same conditional update that uses one, so two racing requests
 * cannot leave two), and a reset or a password change voids every link issued before it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { passwordResets } from './identity.tables';

export const RESET_LINK_UNUSABLE =
  'This reset link has expired, was already used, or your password was changed since it was sent: ask for a new one';
export const RESET_LINK_SUPERSEDED = 'A newer reset link was sent to you: use the link in the latest email';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The store's link of `token`, while unused and unexpired. */
const liveLink = (storeId: number, token: string) =>
  and(
    eq(passwordResets.tokenHash, digest(token)),
    eq(passwordResets.storeId, storeId),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );

export type Redemption = { ok: true; customerId: number } | { ok: false; message: string };

export class ResetLinks {
  constructor(private readonly db: Db) {}

  /**
   * A new link's token for the customer; older links stop working. `mail` queues the link's mail in
   * the link's transaction (decision 84): a link nobody was sent never exists, nor a mail of a link that
   * rolled back.
   */
  async issue(storeId: number, customerId: number, ttlMs: number, mail: (token: string, tx: Db) => Promise<void>): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({ tokenHash: digest(token), storeId, customerId, expiresAt: new Date(Date.now() + ttlMs) });
      await mail(token, tx);
    });
  }

  /** The customer a token is for, whether or not it still works (to check the new password against). */
  async customerOf(storeId: number, token: string): Promise<number | null> {
    const [row] = await this.db
      .select({ customerId: passwordResets.customerId })
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, digest(token)), eq(passwordResets.storeId, storeId)))
      .limit(1);
    return row?.customerId ?? null;
  }

  /** Uses the token once: only an unused, unexpired link that is its customer's newest. */
  async redeem(storeId: number, token: string): Promise<Redemption> {
    const [used] = await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          liveLink(storeId, token),
          // No link of the customer issued later (two issued in the same microsecond are ordered by their digests).
          sql`NOT EXISTS (SELECT 1 FROM password_resets newer
            WHERE newer.store_id = password_resets.store_id AND newer.customer_id = password_resets.customer_id
              AND (newer.created_at, newer.token_hash) > (password_resets.created_at, password_resets.token_hash))`,
        ),
      )
      .returning({ customerId: passwordResets.customerId });
    if (used) return { ok: true, customerId: used.customerId };
    return { ok: false, message: (await this.superseded(storeId, token)) ? RESET_LINK_SUPERSEDED : RESET_LINK_UNUSABLE };
  }

  /** After a reset or a password change: every link of the customer still unused stops working. */
  async voidAll(storeId: number, customerId: number): Promise<void> {
    await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.storeId, storeId), eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)));
  }

  /** A live link refused only because a newer one was issued. */
  private async superseded(storeId: number, token: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(passwordResets)
      .where(liveLink(storeId, token))
      .limit(1);
    return row !== undefined;
  }
}
