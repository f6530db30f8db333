/**
 * "Open a store", the owner's checklist and the operator API on the store API (decision 97): one
 * StoreSignups over CreateStore for the sign-up calls and the operator's invitations. An entry, so it may
 * hand the operator's delete db/'s store-wide delete.
 */
import { deletionGraceDays } from './stores/store-deletion';
import type { FastifyInstance } from 'fastify';
import type { AttemptStore } from './platform/attempt-store';
import type { Db } from './platform/database/client';
import type { Mailer } from './platform/mail/mailer';
import type { OwnerTokenService } from './platform/owner-token.service';
import { deleteStore } from './db/store-data';
import { registerOperatorController } from './stores/operator.controller';
import { registerSignupController } from './stores/signup.controller';
import { StoreSignups } from './stores/store-signups';

export interface StoreOpeningOptions {
  /** Stores answer at `<address>.<platformDomain>` (PLATFORM_DOMAIN). */
  platformDomain: string;
  /** Addresses no store may take besides the built-in reserved names: the first labels of the deployment's own hosts. */
  reservedAddresses: readonly string[];
  /** Where the studio answers: mailed links open it. */
  studioOrigin: string;
  /** STORE_SIGNUP: open to anyone, or by an operator's invitation only. */
  mode: 'open' | 'invite';
  /** SHA-256 of OPERATOR_API_TOKEN (platform/operator-guard.ts); null: no operator API. */
  operatorTokenDigest: string | null;
  /** The sign-up link's life (tests shorten it); a day by default. */
  signupTtlMs?: number;
  now?: () => Date;
}

/** "Open a store", the owner's checklist and the operator API (decision 97). */
export function registerStoreOpening(
  app: FastifyInstance,
  deps: {
    db: Db;
    ownerTokens: OwnerTokenService;
    mailer: Mailer;
    attempts: AttemptStore;
    paymentMethods: () => string[];
    onStoreChanged: (webID: number) => Promise<void>;
    /** Deletes a store's rows and its media objects (db/store-data.ts with the deployment's media storage). */
    deleteStore?: (db: Db, storeId: number) => Promise<boolean>;
  } & Partial<StoreOpeningOptions>,
) {
  const context = {
    db: deps.db,
    platformDomain: deps.platformDomain ?? 'localhost',
    reservedAddresses: deps.reservedAddresses ?? [],
  };
  const signups = new StoreSignups({
    ...context,
    mode: deps.mode ?? 'open',
    studioOrigin: deps.studioOrigin ?? 'http://studio.localhost:3000',
    mailer: deps.mailer,
    ...(deps.signupTtlMs ? { signupTtlMs: deps.signupTtlMs } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  registerSignupController(app, {
    db: deps.db,
    signups,
    ownerTokens: deps.ownerTokens,
    attempts: deps.attempts,
    paymentMethods: deps.paymentMethods,
  });
  registerOperatorController(app, {
    ...context,
    ownerTokens: deps.ownerTokens,
    tokenDigest: deps.operatorTokenDigest ?? null,
    signups,
    deleteStore: deps.deleteStore ?? deleteStore,
    deletionGraceDays: deletionGraceDays(process.env),
    onStoreChanged: deps.onStoreChanged,
  });
}
