/**
 * The studio account's writes (decision 96): its password, its reset links (32 random bytes mailed,
 * SHA-256 kept, used once, only the newest works) and its two-factor secret and recovery codes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { studioAccounts } from '../platform/platform.tables';
import { studioPasswordResets, studioRecoveryCodes } from './studio-account.tables';
import { recoveryCodeHash } from './studio-totp';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export class StudioAccountRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  setPassword(tx: Db, accountId: number, passwordHash: string) {
    return tx.update(studioAccounts).set({ passwordHash }).where(eq(studioAccounts.id, accountId));
  }

  /** Reset links of the account created since `sinceMs`: the per-account limit counts them. */
  async resetsSince(accountId: number, sinceMs: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(studioPasswordResets)
      .where(and(eq(studioPasswordResets.accountId, accountId), gt(studioPasswordResets.createdAt, new Date(sinceMs))));
    return Number(row?.value ?? 0);
  }

  /** A new link; older ones stop working. `mail` queues its mail in the link's transaction (decision 94). */
  async issueReset(accountId: number, ttlMs: number, mail: (token: string, tx: Db) => Promise<void>): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await this.voidResets(tx, accountId);
      await tx
        .insert(studioPasswordResets)
        .values({ tokenHash: digest(token), accountId, createdAt: new Date(now), expiresAt: new Date(now + ttlMs) });
      await mail(token, tx);
    });
  }

  /** Uses the link once, in `tx`: its account while it is unused and unexpired, else null. */
  async redeemReset(tx: Db, token: string): Promise<number | null> {
    const [used] = await tx
      .update(studioPasswordResets)
      .set({ usedAt: new Date(this.now()) })
      .where(
        and(
          eq(studioPasswordResets.tokenHash, digest(token)),
          isNull(studioPasswordResets.usedAt),
          gt(studioPasswordResets.expiresAt, new Date(this.now())),
        ),
      )
      .returning({ accountId: studioPasswordResets.accountId });
    return used?.accountId ?? null;
  }

  voidResets(tx: Db, accountId: number) {
    return tx
      .update(studioPasswordResets)
      .set({ usedAt: new Date(this.now()) })
      .where(and(eq(studioPasswordResets.accountId, accountId), isNull(studioPasswordResets.usedAt)));
  }

  /** Keeps a new secret (sealed) waiting for its first code; two-factor stays off until then. */
  savePendingSecret(accountId: number, sealedSecret: string) {
    return this.db
      .update(studioAccounts)
      .set({ totpSecret: sealedSecret, totpEnabledAt: null, totpLastStep: null })
      .where(eq(studioAccounts.id, accountId));
  }

  /** Records `step` as used: false when it (or a later one) was used already, so a code signs in once. */
  async useStep(tx: Db, accountId: number, step: number): Promise<boolean> {
    const updated = await tx
      .update(studioAccounts)
      .set({ totpLastStep: step })
      .where(and(eq(studioAccounts.id, accountId), or(isNull(studioAccounts.totpLastStep), lt(studioAccounts.totpLastStep, step))))
      .returning({ id: studioAccounts.id });
    return updated.length > 0;
  }

  /** Turns two-factor on (the secret confirmed at `step`) with these recovery codes, in one transaction. */
  async enable(accountId: number, step: number, codes: string[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await this.useStep(tx, accountId, step))) return false;
      await tx
        .update(studioAccounts)
        .set({ totpEnabledAt: new Date(this.now()) })
        .where(eq(studioAccounts.id, accountId));
      await this.replaceRecoveryCodes(tx, accountId, codes);
      return true;
    });
  }

  async disable(accountId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(studioAccounts)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(studioAccounts.id, accountId));
      await tx.delete(studioRecoveryCodes).where(eq(studioRecoveryCodes.accountId, accountId));
    });
  }

  async replaceRecoveryCodes(tx: Db, accountId: number, codes: string[]): Promise<void> {
    await tx.delete(studioRecoveryCodes).where(eq(studioRecoveryCodes.accountId, accountId));
    await tx.insert(studioRecoveryCodes).values(codes.map((code) => ({ accountId, codeHash: recoveryCodeHash(code) })));
  }

  /** Uses a recovery code once: false when it is not one of the account's unused codes. */
  async useRecoveryCode(accountId: number, code: string): Promise<boolean> {
    const used = await this.db
      .update(studioRecoveryCodes)
      .set({ usedAt: new Date(this.now()) })
      .where(
        and(
          eq(studioRecoveryCodes.accountId, accountId),
          eq(studioRecoveryCodes.codeHash, recoveryCodeHash(code)),
          isNull(studioRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: studioRecoveryCodes.id });
    return used.length > 0;
  }

  async recoveryCodesLeft(accountId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(studioRecoveryCodes)
      .where(and(eq(studioRecoveryCodes.accountId, accountId), isNull(studioRecoveryCodes.usedAt)));
    return Number(row?.value ?? 0);
  }
}
