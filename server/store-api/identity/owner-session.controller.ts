/**
 * Owner sign-in for the Theme Studio: POST /Owner/SignIn { Store?, Email, Password } answers an owner
 * token for that store. An e-mail that owns several stores, signing in without naming one, gets the
 * list of those stores ({ chooseStore }) and signs in again naming the one the owner picks. Limited like a customer's sign-in (per address and email, see
 * auth-rate-limits.ts); a wrong email and a wrong password get the same answer, so the call does not
 * reveal who owns a store. POST /Owner/PreviewPass gives the owner a pass into the closed storefront.
 */
import { OWNER_PASS_SECONDS, type BypassSigner } from '../platform/bypass-signer';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/database/client';
import { storeOwners } from '../platform/platform.tables';
import { accountKey, type AccountLockout } from './account-lockout.service';
import { passwordMatches } from './customer.repository';
import type { StoreRepository } from '../platform/store.repository';
import { ownerEmail } from '../platform/owner-email';
import { callRegistrar, refused } from '../platform/register-call';
import { OWNER_TOKEN_TTL_SECONDS, type OwnerTokenService } from '../platform/owner-token.service';
import { OWNER_SESSION_CALLS } from '../../../src/contracts/owner.contract';

type OwnerRow = typeof storeOwners.$inferSelect;
/** The most accounts one e-mail may hold across stores before the store must be named. */
const MAX_ACCOUNTS_PER_EMAIL = 5;

export function registerOwnerController(
  app: FastifyInstance,
  deps: { db: Db; stores: StoreRepository; tokens: OwnerTokenService; bypass: BypassSigner; lockout: AccountLockout },
) {
  /** The owner accounts the sign-in may be for: the named store's, or every store's with this e-mail. */
  const candidates = async (storeName: string, email: string): Promise<OwnerRow[]> => {
    if (!storeName) return deps.db.select().from(storeOwners).where(eq(storeOwners.email, email)).limit(MAX_ACCOUNTS_PER_EMAIL);
    const store = await deps.stores.findByDomain(storeName.toLowerCase());
    return store
      ? deps.db
          .select()
          .from(storeOwners)
          .where(and(eq(storeOwners.storeId, store.id), eq(storeOwners.email, email)))
          .limit(1)
      : [];
  };

  const storeChoices = async (owners: OwnerRow[]) => {
    const found = await Promise.all(owners.map((owner) => deps.stores.findById(owner.storeId)));
    return found
      .filter((store) => store !== null)
      .map((store) => ({ storeName: store.name, storeTitle: store.title }))
      .sort((a, b) => a.storeTitle.localeCompare(b.storeTitle));
  };

  const register = callRegistrar(app, { ownerTokens: deps.tokens });

  register(OWNER_SESSION_CALLS.signIn, async (body, { request, reply }) => {
    const storeName = body.Store ?? '';
    const owners = await candidates(storeName, body.Email);
    // One count per owner account, whichever of the store's names (or none) the caller types; an
    // e-mail no account has still counts, under the name typed.
    const accounts =
      owners.length > 0
        ? owners.map((owner) => accountKey('owner', owner.storeId, body.Email))
        : [accountKey('owner', storeName.toLowerCase() || '*', body.Email)];
    for (const account of accounts) if (await deps.lockout.refuse(request, reply, account)) return reply;
    // An unknown store or email still verifies a (decoy) hash, so every wrong answer takes as long.
    const matched: OwnerRow[] = [];
    for (const owner of owners.length > 0 ? owners : [null]) {
      if ((await passwordMatches(owner, body.Password)) && owner) matched.push(owner);
    }
    if (matched.length === 0) {
      for (const account of accounts) await deps.lockout.failed(request, account);
      return refused(401, storeName ? 'The store, email or password is not correct' : 'The email or password is not correct');
    }
    // Shown only to someone who knows the password of more than one of them: the studio lists these
    // stores and signs in again naming the one chosen. No token yet, and no lockout reset.
    if (matched.length > 1) return { chooseStore: await storeChoices(matched) };
    const owner = matched[0]!;
    const store = await deps.stores.findById(owner.storeId);
    if (!store) return refused(401, 'The store, email or password is not correct');
    // Told only to whoever knows the password: the operator suspended the store (decision 93).
    if (store.suspendedAt) return refused(403, 'This store is suspended: its owner cannot sign in until the platform operator resumes it');
    await deps.lockout.succeeded(request, accountKey('owner', store.id, body.Email));
    const ownerToken = await deps.tokens.issue({ WebID: store.id, OwnerID: owner.id });
    return {
      ownerToken,
      expiresIn: OWNER_TOKEN_TTL_SECONDS,
      webID: store.id,
      storeName: store.name,
      storeTitle: store.title,
      email: owner.email,
    };
  });

  // The owner's signed preview of the whole store: a pass (the mbypass_<webID> cookie) that opens the
  // storefront while it is in maintenance or behind its password, for an owner session's length.
  register(OWNER_SESSION_CALLS.previewPass, (_, { owner }) => ({
    bypass: deps.bypass.signOwner(owner.WebID),
    expiresInSeconds: OWNER_PASS_SECONDS,
  }));

  register(OWNER_SESSION_CALLS.me, async (_, { owner }) => {
    const store = await deps.stores.findById(owner.WebID);
    if (!store) return refused(404, 'No such store');
    const email = await ownerEmail(deps.db, owner);
    if (!email) return refused(401, 'Unauthorized: sign in to the Theme Studio');
    return { webID: store.id, storeName: store.name, storeTitle: store.title, email, isMaintenance: store.isMaintenance };
  });
}
