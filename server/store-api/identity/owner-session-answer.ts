/**
 * The end of a studio sign-in, shared by the password step and the two-factor code step (decision 96):
 * the store must still serve its owner, the person's failure counts are cleared, and the token is issued.
 */
import type { FastifyRequest } from 'fastify';
import { originOf, writeAuditEvent } from '../platform/audit-trail';
import type { Db } from '../platform/database/client';
import type { StoreRepository } from '../platform/store.repository';
import { refused } from '../platform/register-call';
import { OWNER_TOKEN_TTL_SECONDS, type OwnerTokenService } from '../platform/owner-token.service';
import type { StudioAccount } from '../platform/studio-accounts';
import { accountKey, type AccountLockout } from './account-lockout.service';

export interface OwnerSessionDeps {
  db: Db;
  stores: StoreRepository;
  tokens: OwnerTokenService;
  lockout: AccountLockout;
}

/** Sign-ins change nothing to roll back with: written on their own, in each store the person tried (decision 99). */
export const signInEntry = (db: Db, request: FastifyRequest, membership: { id: number; storeId: number }, email: string, action: string) =>
  writeAuditEvent(db, {
    storeId: membership.storeId,
    actor: { memberId: membership.id, apiKeyId: null, operator: null },
    origin: originOf(request),
    action,
    subject: email,
  });

/** The lockout's count of a person's password guesses: one per person, whichever store is named. */
export const ownerLockKey = (email: string) => accountKey('owner', '*', email);

export async function ownerSession(
  deps: OwnerSessionDeps,
  request: FastifyRequest,
  account: Pick<StudioAccount, 'id' | 'email'>,
  membership: { id: number; storeId: number },
) {
  const store = await deps.stores.findById(membership.storeId);
  if (!store) return refused(401, 'The store, email or password is not correct');
  // Told only to whoever knows the password: the operator suspended the store (decision 93).
  if (store.suspendedAt) return refused(403, 'This store is suspended: its owner cannot sign in until the platform operator resumes it');
  await deps.lockout.succeeded(request, ownerLockKey(account.email));
  await signInEntry(deps.db, request, membership, account.email, 'signin');
  const ownerToken = await deps.tokens.issue({ WebID: store.id, OwnerID: membership.id, AccountID: account.id });
  return {
    ownerToken,
    expiresIn: OWNER_TOKEN_TTL_SECONDS,
    webID: store.id,
    storeName: store.name,
    storeTitle: store.title,
    email: account.email,
  };
}
