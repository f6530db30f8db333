/**
 * Owner sign-in for the Theme Studio: POST /Owner/SignIn { Store?, Email, Password } answers an owner
 * token for that store. The e-mail and password are the person's studio account (decision 96); one who
 * belongs to several stores, signing in without naming one, gets the list of those stores ({ chooseStore })
 * and signs in again naming the one they pick. Limited like a customer's sign-in (per address and email, see
 * auth-rate-limits.ts); a wrong email and a wrong password get the same answer, so the call does not
 * reveal who owns a store. POST /Owner/PreviewPass gives the owner a pass into the closed storefront.
 */
import { OWNER_PASS_SECONDS, type BypassSigner } from '../platform/bypass-signer';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/database/client';
import { accountByEmail, membershipsOf, type StudioAccount } from '../platform/studio-accounts';
import type { AccountLockout } from './account-lockout.service';
import { ownerLockKey, ownerSession, signInEntry } from './owner-session-answer';
import { passwordMatches } from './customer.repository';
import type { StoreRepository } from '../platform/store.repository';
import { ownerEmail } from '../platform/owner-email';
import { skipAudit } from '../platform/audit-trail';
import { callRegistrar, refused } from '../platform/register-call';
import { CHALLENGE_TTL_SECONDS, type OwnerTokenService } from '../platform/owner-token.service';
import { OWNER_SESSION_CALLS } from '../../../src/contracts/owner.contract';

/** The most stores listed for one person to choose from. */
const MAX_STORES_PER_ACCOUNT = 50;
const WRONG = 'The email or password is not correct';

export function registerOwnerController(
  app: FastifyInstance,
  deps: { db: Db; stores: StoreRepository; tokens: OwnerTokenService; bypass: BypassSigner; lockout: AccountLockout },
) {
  /** The person's memberships the sign-in may be for: the named store's, or every store's. */
  const memberships = async (account: StudioAccount, storeName: string) => {
    if (!storeName) return membershipsOf(deps.db, account.id, MAX_STORES_PER_ACCOUNT);
    const store = await deps.stores.findByDomain(storeName.toLowerCase());
    if (!store) return [];
    return (await membershipsOf(deps.db, account.id, MAX_STORES_PER_ACCOUNT)).filter((membership) => membership.storeId === store.id);
  };

  const storeChoices = async (storeIds: number[]) => {
    const found = await Promise.all(storeIds.map((id) => deps.stores.findById(id)));
    return found
      .filter((store) => store !== null)
      .map((store) => ({ storeName: store.name, storeTitle: store.title }))
      .sort((a, b) => a.storeTitle.localeCompare(b.storeTitle));
  };

  const register = callRegistrar(app, { ownerTokens: deps.tokens });

  register(OWNER_SESSION_CALLS.signIn, async (body, { request, reply }) => {
    const storeName = body.Store ?? '';
    // One count per person (decision 96: one password for all their stores), whichever store is named.
    const lockKey = ownerLockKey(body.Email);
    if (await deps.lockout.refuse(request, reply, lockKey)) return reply;
    const account = await accountByEmail(deps.db, body.Email);
    // An unknown email still verifies a (decoy) hash, so every wrong answer takes as long.
    if (!(await passwordMatches(account, body.Password)) || !account) {
      await deps.lockout.failed(request, lockKey);
      // The stores of a person whose password was guessed wrong are told; an e-mail no one has is in no store's log.
      if (account)
        for (const tried of await memberships(account, storeName))
          await signInEntry(deps.db, request, tried, account.email, 'signin.failed');
      return refused(401, storeName ? 'The store, email or password is not correct' : WRONG);
    }
    const found = await memberships(account, storeName);
    if (found.length === 0) return refused(401, storeName ? 'The store, email or password is not correct' : WRONG);
    // Shown only to someone who knows the password: the studio lists these stores and signs in again
    // naming the one chosen. No token yet, and no lockout reset.
    if (found.length > 1) return { chooseStore: await storeChoices(found.map((membership) => membership.storeId)) };
    const membership = found[0]!;
    // Two-factor on (decision 96): the password alone gives a short-lived challenge for the code step.
    if (account.totpEnabledAt) {
      const challenge = await deps.tokens.issueChallenge({ AccountID: account.id, OwnerID: membership.id, WebID: membership.storeId });
      return { twoFactor: { challenge, expiresIn: CHALLENGE_TTL_SECONDS } };
    }
    return ownerSession(deps, request, account, membership);
  });

  // The owner's signed preview of the whole store: a pass (the mbypass_<webID> cookie) that opens the
  // storefront while it is in maintenance or behind its password, for an owner session's length.
  register(OWNER_SESSION_CALLS.previewPass, (_, { owner, request }) => {
    skipAudit(request);
    return { bypass: deps.bypass.signOwner(owner.WebID), expiresInSeconds: OWNER_PASS_SECONDS };
  });

  register(OWNER_SESSION_CALLS.me, async (_, { owner }) => {
    const store = await deps.stores.findById(owner.WebID);
    if (!store) return refused(404, 'No such store');
    const email = await ownerEmail(deps.db, owner);
    if (!email) return refused(401, 'Unauthorized: sign in to the Theme Studio');
    // What the studio offers follows the member's role (decision 95); the store API checks each call anyway.
    return {
      webID: store.id,
      storeName: store.name,
      storeTitle: store.title,
      email,
      isMaintenance: store.isMaintenance,
      role: owner.role,
      permissions: owner.permissions,
    };
  });
}
