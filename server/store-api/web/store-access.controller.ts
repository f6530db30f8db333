/**
 * Store access calls: POST /Web/VerifyStorePassword (the password of a protected store, answered
 * with the bypass value), POST /Web/VerifyBypass, and the owner's POST /Web/SetMaintenance.
 */
import rateLimit from '@fastify/rate-limit';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TokenService } from '../auth/token-service';
import { ownerTokenProblem } from '../auth/owner-token';
import { tenantGuard, webIdOf } from '../auth/tenant-guard';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { ok, parseOr400, sendError } from '../http/envelope';
import type { BypassSigner } from './bypass-signer';
import type { MaintenanceEvents } from './maintenance-events';
import type { StoreRepository } from './store-repository';

const passwordBody = z.object({ Password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is at most 200 characters') });
const bypassBody = z.object({ Bypass: z.string({ error: 'Bypass is required' }).min(1, 'Bypass is required').max(200, 'Bypass is at most 200 characters') });
const maintenanceBody = z.object({ IsMaintenance: z.boolean({ error: 'IsMaintenance must be true or false' }) });

/** Five guesses a minute per visitor and store: enough for typos, too slow for guessing. */
const PASSWORD_RATE_LIMIT = {
  max: 5,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `${request.ip}:${request.headers.authorization ?? ''}`,
};

export interface StoreAccessDeps {
  db: Db;
  tokens: TokenService;
  stores: StoreRepository;
  bypass: BypassSigner;
  events: MaintenanceEvents;
  /** Owner auth arrives with the studio; until then SetMaintenance needs this shared token. */
  ownerApiToken: string | undefined;
  /** Called after a flag change so cached store answers do not outlive it. */
  onStoreChanged: () => void;
}

export function registerStoreAccessController(app: FastifyInstance, deps: StoreAccessDeps) {
  const guard = tenantGuard(deps.tokens);

  void app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => Object.assign(new Error(`Too many attempts: try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds`), { statusCode: context.statusCode }),
    });

    scope.post('/Web/VerifyStorePassword', { preHandler: guard, config: { rateLimit: PASSWORD_RATE_LIMIT } }, async (request, reply) => {
      const body = parseOr400(passwordBody, request.body, reply);
      if (!body) return reply;
      const webID = webIdOf(request);
      const store = await deps.stores.findById(webID);
      if (!store) return sendError(reply, 404, 'No such store');
      if (!store.isPasswordProtected || !store.storePasswordHash) return sendError(reply, 409, 'This store is not password protected');
      const valid = await verify(store.storePasswordHash, body.Password).catch(() => false);
      if (!valid) return sendError(reply, 422, 'Invalid request: Password', [{ field: 'Password', message: 'That password is not correct' }]);
      return ok({ bypass: deps.bypass.sign(webID) });
    });
  });

  app.post('/Web/VerifyBypass', { preHandler: guard }, async (request, reply) => {
    const body = parseOr400(bypassBody, request.body, reply);
    if (!body) return reply;
    return ok({ valid: deps.bypass.verify(webIdOf(request), body.Bypass) });
  });

  app.post('/Web/SetMaintenance', async (request, reply) => {
    const ownerProblem = ownerTokenProblem(request, deps.ownerApiToken);
    if (ownerProblem) return sendError(reply, 403, ownerProblem);
    await guard(request, reply);
    if (reply.sent) return reply;
    const body = parseOr400(maintenanceBody, request.body, reply);
    if (!body) return reply;
    const webID = webIdOf(request);
    const [updated] = await deps.db.update(stores).set({ isMaintenance: body.IsMaintenance }).where(eq(stores.id, webID)).returning({ name: stores.name });
    if (!updated) return sendError(reply, 404, 'No such store');
    deps.onStoreChanged();
    deps.events.publish({ webID, storeName: updated.name, isMaintenance: body.IsMaintenance });
    return ok({ isMaintenance: body.IsMaintenance });
  });
}
