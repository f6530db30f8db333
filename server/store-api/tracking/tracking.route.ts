/**
 * The host's same-origin tracking calls (spec sections 3 and 7): the three beacons, the address the
 * host sees (the offline IpLookup default), and the owner's report for the dashboard. Beacons are
 * validated (400 naming the field) and stored under the store their access token names; a beacon
 * naming another store is refused, and crawlers' beacons are dropped without a trace.
 */
import { keyScopeRefused } from '../platform/api-key-guard';
import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from '../platform/shared-rate-limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { z } from 'zod';
import { customerIdOf } from '../../../src/domain/store/access-token';
import { TRACK_PATHS } from '../../../src/domain/tracking/tracking-records';
import type { TokenService } from '../platform/token.service';
import { ownerOrScriptStore } from '../platform/owner-or-script';
import { permissionRefused } from '../platform/owner-guard';
import type { OwnerTokenService } from '../platform/owner-token.service';
import type { Db } from '../platform/database/client';
import { ok, parseOr400, sendError } from '../http/envelope';
import { beaconClaims } from './beacon-tenant';
import { TrackingRepository } from './tracking.repository';
import { trackingReport } from './tracking-report';
import { durationBody, eventBody, reportQuery, sessionBody } from './tracking-schemas';

export interface TrackingRoutesOptions {
  db: Db;
  tokens: TokenService;
  /** The Theme Studio's owner tokens: a signed-in owner reads their own store's report. */
  ownerTokens: OwnerTokenService;
  ownerApiToken: string | undefined;
  /** The platform's shared hosts (PLATFORM_HOSTS): there a beacon's token cookie names the chosen store. */
  platformHosts: readonly string[];
}

export const TRACK_IP_PATH = '/api/track/ip';
export const TRACK_REPORT_PATH = '/api/track/report';

type Claims = NonNullable<Awaited<ReturnType<typeof beaconClaims>>>;

/**
 * Validates a beacon and finds its store; answers (and returns null) when it is not to be stored.
 * dropCrawlers: a crawler's session and page views are dropped by its user agent. A duration update
 * is not: it only changes a page view that passed that check, and browsers send the update as the
 * page unloads, when some (headless Chromium under a user-agent override) name their default agent.
 */
async function admit<S extends z.ZodType<{ WebID: number }>>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  options: TrackingRoutesOptions,
  dropCrawlers = true,
): Promise<{ body: z.infer<S>; claims: Claims } | null> {
  const body = parseOr400(schema, request.body, reply);
  if (!body) return null;
  if (dropCrawlers && isbot(request.headers['user-agent'] ?? '')) {
    void reply.code(204).send();
    return null;
  }
  const claims = await beaconClaims(request, options.tokens, options.platformHosts);
  if (!claims) {
    void sendError(reply, 401, "Unauthorized: the store's access token is required");
    return null;
  }
  if (claims.WebID !== body.WebID) {
    void sendError(reply, 403, 'WebID does not match the store of the access token', [{ field: 'WebID', message: 'Not this store' }]);
    return null;
  }
  return { body, claims };
}

export function registerTrackingRoutes(app: FastifyInstance, options: TrackingRoutesOptions) {
  const repository = new TrackingRepository({ db: options.db });
  void app.register(async (scope) => {
    // A shopper sends a few beacons a page; a flood from one address is refused (429) before it costs a write.
    await scope.register(rateLimit, { max: 600, timeWindow: '1 minute', ...rateLimitStore(scope) });
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.post(TRACK_PATHS.session, { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const admitted = await admit(request, reply, sessionBody, options);
      if (!admitted) return reply;
      const customer = customerIdOf(admitted.claims);
      await repository.addSession(admitted.claims.WebID, customer, admitted.body);
      return reply.code(204).send();
    });

    scope.post(TRACK_PATHS.event, { bodyLimit: 8 * 1024 }, async (request, reply) => {
      const admitted = await admit(request, reply, eventBody, options);
      if (!admitted) return reply;
      await repository.addEvent(admitted.claims.WebID, admitted.body);
      return reply.code(204).send();
    });

    scope.post(TRACK_PATHS.duration, { bodyLimit: 4 * 1024 }, async (request, reply) => {
      const admitted = await admit(request, reply, durationBody, options, false);
      if (!admitted) return reply;
      const found = await repository.updateDuration(admitted.claims.WebID, admitted.body);
      return found ? reply.code(204).send() : sendError(reply, 404, 'No such page view', [{ field: 'EventID', message: 'Unknown event' }]);
    });

    // The offline IpLookup: the address this host saw, in the public service's format (?format=json).
    scope.get(TRACK_IP_PATH, async (request) => ({ ip: request.ip }));

    scope.get(TRACK_REPORT_PATH, async (request, reply) => {
      // A signed-in owner's store, or (for scripts) OWNER_API_TOKEN plus a store token; never a customer's token alone.
      const webID = await ownerOrScriptStore(request, reply, {
        ownerTokens: options.ownerTokens,
        ownerApiToken: options.ownerApiToken,
        scriptStore: async (req, rep) => {
          const claims = await beaconClaims(req, options.tokens, options.platformHosts);
          if (!claims) await sendError(rep, 401, 'Unauthorized: a valid access token is required');
          return claims?.WebID ?? null;
        },
      });
      if (webID === null || (await permissionRefused(request, reply, 'analytics.read'))) return reply;
      // An API key reads the report only with the analytics scope (decision 99), as the calls the registrar guards.
      if (await keyScopeRefused(request, reply, 'analytics.read', true)) return reply;
      const query = parseOr400(reportQuery, request.query, reply);
      if (!query) return reply;
      return ok(await trackingReport(options.db, webID, query));
    });
  });
}
