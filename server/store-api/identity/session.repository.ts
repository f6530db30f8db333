/**
 * Customer sessions as refresh-token families. Every refresh token is recorded by its jti; using
 * one marks it used and issues the next in the same family. A used token presented again means it
 * was copied: the whole family is revoked, so both the thief and the customer must sign in again.
 * The mark is a conditional update, so two racing refreshes with one token cannot both succeed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS, type AccessClaims, type RefreshClaims, type TokenService } from '../platform/token.service';
import type { Db } from '../platform/database/client';
import { customerSessions, customers, refreshTokens } from './identity.tables';
import { CUSTOMER_STATUSES } from '../../../src/domain/identity/customer-rules';

export type TokenPair = { accessToken: string; refreshToken: string };
export type RotateResult = { ok: true; tokens: TokenPair } | { ok: false; reason: 'unknown' | 'reused' | 'revoked' | 'expired' };
export type RevokeReason = 'signout' | 'reuse' | 'password-change' | 'password-reset' | 'status-change';

const expiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);

export class SessionStore {
  constructor(private readonly deps: { db: Db; tokens: TokenService }) {}

  /** Opens a session for a customer who just proved who they are. */
  async open(storeId: number, customerId: number): Promise<TokenPair> {
    const sessionId = randomUUID();
    const jti = randomUUID();
    await this.deps.db.transaction(async (tx) => {
      await tx.insert(customerSessions).values({ id: sessionId, storeId, customerId });
      await tx.insert(refreshTokens).values({ jti, sessionId, expiresAt: expiry() });
    });
    return this.deps.tokens.issuePair({ WebID: storeId, UserID: String(customerId), SessionID: sessionId }, jti);
  }

  async rotate(claims: RefreshClaims): Promise<RotateResult> {
    const sessionId = claims.SessionID;
    if (!sessionId || !claims.jti) return { ok: false, reason: 'unknown' };
    const outcome = await this.deps.db.transaction(async (tx): Promise<RotateResult | { ok: true; jti: string }> => {
      const [row] = await tx
        .select({
          usedAt: refreshTokens.usedAt,
          expiresAt: refreshTokens.expiresAt,
          revokedAt: customerSessions.revokedAt,
          storeId: customerSessions.storeId,
          customerId: customerSessions.customerId,
        })
        .from(refreshTokens)
        .innerJoin(customerSessions, eq(customerSessions.id, refreshTokens.sessionId))
        .where(and(eq(refreshTokens.jti, claims.jti), eq(refreshTokens.sessionId, sessionId)))
        .limit(1);
      if (!row || row.storeId !== claims.WebID || String(row.customerId) !== claims.UserID) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      const marked = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.usedAt)))
        .returning({ jti: refreshTokens.jti });
      if (marked.length === 0) return { ok: false, reason: 'reused' };
      if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
      const jti = randomUUID();
      await tx.insert(refreshTokens).values({ jti, sessionId, expiresAt: expiry() });
      return { ok: true, jti };
    });
    if (!outcome.ok) {
      // Revoked outside the transaction above, so the revocation stands whatever that one did.
      if (outcome.reason === 'reused') await this.revoke(claims.WebID, sessionId, 'reuse');
      return outcome;
    }
    if (!('jti' in outcome)) return outcome;
    return {
      ok: true,
      tokens: await this.deps.tokens.issuePair({ WebID: claims.WebID, UserID: claims.UserID, SessionID: sessionId }, outcome.jti),
    };
  }

  async revoke(storeId: number, sessionId: string, reason: RevokeReason): Promise<void> {
    await this.deps.db
      .update(customerSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(customerSessions.id, sessionId), eq(customerSessions.storeId, storeId), isNull(customerSessions.revokedAt)));
  }

  /** Ends every session of a customer but `keep` (the one changing the password, if any). */
  async revokeAll(storeId: number, customerId: number, reason: RevokeReason, keep?: string): Promise<void> {
    await this.deps.db
      .update(customerSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(
        and(
          eq(customerSessions.storeId, storeId),
          eq(customerSessions.customerId, customerId),
          isNull(customerSessions.revokedAt),
          ...(keep ? [ne(customerSessions.id, keep)] : []),
        ),
      );
  }

  /** The session check of access tokens: open, this store's, this customer's, and the customer active. */
  readonly isOpen = async (claims: AccessClaims & { SessionID: string }): Promise<boolean> => {
    if (!Number.isInteger(Number(claims.UserID))) return false;
    const [row] = await openSessionQuery(this.deps.db, claims);
    return row !== undefined;
  };
}

/**
 * The select of the session check (SessionStore.isOpen): a row when the token's session is open. The
 * one-statement cart add (cart-add-statement.ts) embeds it, so a customer's add checks the session in
 * its one round trip.
 */
export function openSessionQuery(db: Db, claims: AccessClaims & { SessionID: string }) {
  const customerId = Number(claims.UserID);
  return db
    .select({ one: sql<number>`1` })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.id, claims.SessionID),
        eq(customerSessions.storeId, claims.WebID),
        Number.isInteger(customerId) ? eq(customerSessions.customerId, customerId) : sql`false`,
        isNull(customerSessions.revokedAt),
        eq(customers.status, CUSTOMER_STATUSES.ACTIVE),
      ),
    )
    .limit(1);
}
