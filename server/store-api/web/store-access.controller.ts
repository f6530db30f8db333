/**
 * Store access calls: POST /Web/VerifyStorePassword (the password of a protected store, answered
 * with the bypass value), POST /Web/VerifyBypass, and the owner's POST /Web/SetMaintenance
 * (MAINTENANCE_CALLS, docs/decisions.md 79), which takes the Theme Studio's owner token (or, for
 * scripts, OWNER_API_TOKEN with the store's bearer token).
 */
import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from '../platform/shared-rate-limits';
import { tooManyAttempts } from '../platform/auth-rate-limits';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from '../platform/token.service';
import { ownerOrScriptStore } from '../platform/owner-or-script';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { decodeJwt } from 'jose';
import { bearerToken, tenantGuard, webIdOf } from '../platform/tenant-guard';
import type { Db } from '../platform/database/client';
import { stores } from '../platform/platform.tables';
import { ok, parseOr400, sendError } from '../http/envelope';
import { passOpens, type BypassSigner } from '../platform/bypass-signer';
import type { StoreEventBus } from '../platform/events/store-events';
import type { StoreRepository } from '../platform/store.repository';
import { bypassBody, MAINTENANCE_CALLS, passwordBody } from '../../../src/contracts/web.contract';
import { callRegistrar, refused } from '../platform/register-call';

/**
 * Five guesses a minute per address and store: enough for typos, too slow for guessing. Keyed by the
 * store the bearer token names, not by the token itself, which anyone can renew at will (a fresh
 * guest token a second gave five guesses a second). The limit runs before the token is verified, so
 * it reads the claim unverified: a forged token only spends its own allowance, and the guard refuses it.
 */
const PASSWORD_RATE_LIMIT = {
  max: 5,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `${request.ip}:store-${unverifiedWebId(request)}`,
};

function unverifiedWebId(request: FastifyRequest): string {
  const token = bearerToken(request);
  try {
    const webID = token ? decodeJwt(token).WebID : undefined;
    return typeof webID === 'number' ? String(webID) : 'none';
  } catch {
    return 'none';
  }
}

export interface StoreAccessDeps {
  db: Db;
  tokens: TokenService;
  stores: StoreRepository;
  bypass: BypassSigner;
  events: StoreEventBus;
  /** Shared secret for scripted owner calls (X-Owner-Token plus the store's bearer token); unset disables that path. */
  ownerApiToken: string | undefined;
  /** The Theme Studio's owner tokens: a valid one alone authorises SetMaintenance for its store. */
  ownerTokens: OwnerTokenService;
}

export function registerStoreAccessController(app: FastifyInstance, deps: StoreAccessDeps) {
  // The password check is what a closed store's visitors must still reach.
  const guard = tenantGuard(deps.tokens, 'session', 'open-to-all');

  void app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      ...rateLimitStore(scope),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(tooManyAttempts(context.ttl)), { statusCode: context.statusCode }),
    });

    scope.post('/Web/VerifyStorePassword', { preHandler: guard, config: { rateLimit: PASSWORD_RATE_LIMIT } }, async (request, reply) => {
      const body = parseOr400(passwordBody, request.body, reply);
      if (!body) return reply;
      const webID = webIdOf(request);
      const store = await deps.stores.findById(webID);
      if (!store) return sendError(reply, 404, 'No such store');
      if (!store.isPasswordProtected || !store.storePasswordHash) return sendError(reply, 409, 'This store is not password protected');
      const valid = await verify(store.storePasswordHash, body.Password).catch(() => false);
      if (!valid)
        return sendError(reply, 422, 'Invalid request: Password', [{ field: 'Password', message: 'That password is not correct' }]);
      return ok({ bypass: deps.bypass.sign(webID, store.storePasswordHash) });
    });
  });

  app.post('/Web/VerifyBypass', { preHandler: guard }, async (request, reply) => {
    const body = parseOr400(bypassBody, request.body, reply);
    if (!body) return reply;
    const webID = webIdOf(request);
    const store = await deps.stores.findById(webID);
    // Valid means "opens the store as it is now": a password pass never opens maintenance.
    const valid = Boolean(store && passOpens(deps.bypass.verify(webID, body.Bypass, store.storePasswordHash), store));
    return ok({ valid });
  });

  /** The store an owner call may change: from an owner token, or from the shared secret plus a store token; null after answering 4xx. */
  const ownerStore = (request: FastifyRequest, reply: FastifyReply) =>
    ownerOrScriptStore(request, reply, {
      ownerTokens: deps.ownerTokens,
      ownerApiToken: deps.ownerApiToken,
      scriptStore: async (req, rep) => {
        await guard(req, rep);
        return rep.sent ? null : webIdOf(req);
      },
    });

  const register = callRegistrar(app, { ownerTokens: deps.ownerTokens, ownerOrScript: ownerStore });
  register(MAINTENANCE_CALLS.setMaintenance, async (body, { store: webID }) => {
    const [updated] = await deps.db
      .update(stores)
      .set({ isMaintenance: body.IsMaintenance })
      .where(eq(stores.id, webID))
      .returning({ name: stores.name });
    if (!updated) return refused(404, 'No such store');
    // Every instance forgets the store's flags and tells its open tabs (store-events.ts).
    await deps.events.publish({ kind: 'maintenance', webID, storeName: updated.name, isMaintenance: body.IsMaintenance });
    return { isMaintenance: body.IsMaintenance };
  });
}
