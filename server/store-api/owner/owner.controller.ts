/**
 * Owner sign-in for the Theme Studio: POST /Owner/SignIn { Store, Email, Password } answers an owner
 * token for that store. Limited like a customer's sign-in (per address and email, see
 * auth-rate-limits.ts); a wrong email and a wrong password get the same answer, so the call does not
 * reveal who owns a store. POST /Owner/PreviewPass gives the owner a pass into the closed storefront.
 */
import { OWNER_PASS_SECONDS, type BypassSigner } from '../web/bypass-signer';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { storeOwners } from '../db/schema';
import { ok, parseOr400, sendError } from '../http/envelope';
import { AUTH_RATE_LIMITS, withAuthRateLimits } from '../identity/auth-rate-limits';
import { passwordMatches } from '../identity/customer-repository';
import type { StoreRepository } from '../web/store-repository';
import { ownerGuard, ownerOf } from './owner-guard';
import { OWNER_TOKEN_TTL_SECONDS, type OwnerTokenService } from './owner-token';

const signInBody = z.object({
  Store: z.string({ error: 'Store is required' }).trim().min(1, 'Store is required').max(253).regex(/^[A-Za-z0-9.-]+$/, 'Store must be a store name or domain'),
  Email: z.string({ error: 'Email is required' }).trim().toLowerCase().email('Email must be a valid email').max(254),
  Password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export function registerOwnerController(app: FastifyInstance, deps: { db: Db; stores: StoreRepository; tokens: OwnerTokenService; bypass: BypassSigner }) {
  withAuthRateLimits(app, (scope) => {
    scope.post('/Owner/SignIn', { config: { rateLimit: AUTH_RATE_LIMITS.signIn } }, async (request, reply) => {
      const body = parseOr400(signInBody, request.body, reply);
      if (!body) return reply;
      const store = await deps.stores.findByDomain(body.Store.toLowerCase());
      const [owner] = store
        ? await deps.db.select().from(storeOwners).where(and(eq(storeOwners.storeId, store.id), eq(storeOwners.email, body.Email))).limit(1)
        : [];
      // An unknown store or email still verifies a (decoy) hash, so every wrong answer takes as long.
      const valid = await passwordMatches(owner ?? null, body.Password);
      if (!store || !owner || !valid) return sendError(reply, 401, 'The store, email or password is not correct');
      const ownerToken = await deps.tokens.issue({ WebID: store.id, OwnerID: owner.id });
      return ok({ ownerToken, expiresIn: OWNER_TOKEN_TTL_SECONDS, webID: store.id, storeName: store.name, storeTitle: store.title, email: owner.email });
    });
  });

  // The owner's signed preview of the whole store: a pass (the mbypass_<webID> cookie) that opens the
  // storefront while it is in maintenance or behind its password, for an owner session's length.
  app.post('/Owner/PreviewPass', { preHandler: ownerGuard(deps.tokens) }, async (request) => {
    const { WebID } = ownerOf(request);
    return ok({ bypass: deps.bypass.signOwner(WebID), expiresInSeconds: OWNER_PASS_SECONDS });
  });

  app.get('/Owner/Me', { preHandler: ownerGuard(deps.tokens) }, async (request, reply) => {
    const { WebID, OwnerID } = ownerOf(request);
    const store = await deps.stores.findById(WebID);
    if (!store) return sendError(reply, 404, 'No such store');
    const [owner] = await deps.db.select({ email: storeOwners.email }).from(storeOwners)
      .where(and(eq(storeOwners.id, OwnerID), eq(storeOwners.storeId, WebID))).limit(1);
    if (!owner) return sendError(reply, 401, 'Unauthorized: sign in to the Theme Studio');
    return ok({ webID: store.id, storeName: store.name, storeTitle: store.title, email: owner.email, isMaintenance: store.isMaintenance });
  });
}
