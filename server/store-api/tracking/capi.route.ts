/**
 * POST /api/facebook/capi (spec section 7, same origin): the browser's copy of an ad event, with the
 * event_id its pixel used. Validated (400 naming the field), recorded once per store and event id,
 * and passed to the Conversions API when the store has a pixel token; a delivery failure is only
 * logged (and marked on the row). Stores without a Facebook pixel record nothing.
 *
 * Each event costs a database write and a call to the Graph API, so it is limited per client and
 * per store (429 with Retry-After), and it must be for the store its bearer token belongs to: the
 * request's Host, the event's page address and its pixel id may name no other store (403).
 */
import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from '../platform/shared-rate-limits';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { z } from 'zod';
import type { TokenService } from '../platform/token.service';
import { hostServesStore, storeDomains } from '../../../src/domain/store/store-domains';
import { DEFAULT_PLATFORM_HOSTS, isPlatformHost } from '../../../src/domain/store/store-resolution';
import { INT4_MAX } from '../../../src/domain/validation/record-id';
import { isStorableText } from '../../../src/domain/validation/stored-text';
import type { Db } from '../platform/database/client';
import { conversionEvents } from './tracking.tables';
import { parseOr400, sendError } from '../http/envelope';
import { storedText } from '../../../src/contracts/input-fields.contract';
import { tooManyAttempts } from '../platform/auth-rate-limits';
import { readSiteSettings } from '../platform/site-settings';
import type { StoreRepository, StoreRow } from '../platform/store.repository';
import { beaconClaims } from './beacon-tenant';
import type { ConversionsApi } from './conversions-api';
import { requestHost } from '../../request-store';

export const CAPI_ROUTE = '/api/facebook/capi';

const scalar = z.union([storedText('custom_data value', 500), z.number().finite(), z.boolean()]);
const capiBody = z.object({
  event_name: z.enum(['AddToCart', 'Purchase', 'PageView'], { error: 'event_name must be AddToCart, Purchase or PageView' }),
  action_source: z.literal('website', { error: "action_source must be 'website'" }),
  url: storedText('url', 2000)
    .min(1, 'url is required')
    .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol), "url must be the page's http(s) address"),
  custom_data: z
    .object({
      event_id: z
        .string({ error: 'custom_data.event_id is required' })
        .regex(/^[A-Za-z0-9_-]{8,64}$/, 'custom_data.event_id must be 8-64 letters, digits, - or _'),
      // Unix seconds, stored as int4: good until 2038, and a larger number is no real event time.
      event_time: z
        .number({ error: 'custom_data.event_time must be seconds' })
        .int()
        .positive()
        .max(INT4_MAX, 'custom_data.event_time must be seconds'),
    })
    .catchall(z.union([scalar, z.array(scalar).max(100)]))
    .refine((data) => Object.keys(data).length <= 30, 'custom_data has at most 30 fields')
    .refine((data) => Object.keys(data).every((key) => isStorableText(key)), 'custom_data field names must not contain control characters'),
});
type CapiEvent = z.infer<typeof capiBody>;

/** Events a minute: one shopper's tab sends a few (page views, add to cart); a store's busiest minute far more. */
export interface CapiLimits {
  perClient: number;
  perStore: number;
  timeWindowMs: number;
}

export const CAPI_LIMITS: CapiLimits = { perClient: 60, perStore: 1200, timeWindowMs: 60_000 };

export interface CapiRouteOptions {
  db: Db;
  tokens: TokenService;
  stores: StoreRepository;
  conversionsApi: ConversionsApi;
  /** The platform's shared hosts, which name no store of their own (PLATFORM_HOSTS). */
  platformHosts?: readonly string[];
  limits?: CapiLimits;
}

/** Why an event names another store than its token's, or null when it names none but that one. */
function otherStoreNamed(
  request: FastifyRequest,
  body: CapiEvent,
  store: StoreRow,
  pixelId: string,
  platformHosts: readonly string[],
): string | null {
  const domains = storeDomains(store);
  if (!hostServesStore(requestHost(request), domains, platformHosts)) return 'Host';
  const page = new URL(body.url);
  if (!hostServesStore(page.host, domains, platformHosts)) return 'url';
  const chosen = page.searchParams.get('store');
  if (isPlatformHost(page.host, platformHosts) && chosen !== null && chosen.toLowerCase() !== store.name) return 'url';
  const pixel = body.custom_data.pixel_id;
  if (pixel !== undefined && String(pixel).trim() !== pixelId) return 'custom_data.pixel_id';
  return null;
}

export function registerCapiRoute(app: FastifyInstance, options: CapiRouteOptions) {
  const limits = options.limits ?? CAPI_LIMITS;
  const platformHosts = options.platformHosts ?? DEFAULT_PLATFORM_HOSTS;
  const storeOf = new WeakMap<FastifyRequest, number>();

  void app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      ...rateLimitStore(scope),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(tooManyAttempts(context.ttl, 'events')), { statusCode: context.statusCode }),
    });
    // Counted once the event is known to be for its token's store, so one store's traffic never spends another's.
    const perStore = scope.createRateLimit({
      max: limits.perStore,
      timeWindow: limits.timeWindowMs,
      keyGenerator: (request) => `store-${storeOf.get(request) ?? 0}`,
    });
    const storeLimited = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      const state = await perStore(request);
      if (state.isAllowed || !state.isExceeded) return false;
      sendError(reply.header('retry-after', String(state.ttlInSeconds)), 429, tooManyAttempts(state.ttl, 'events'));
      return true;
    };

    scope.post(
      CAPI_ROUTE,
      { bodyLimit: 16 * 1024, config: { rateLimit: { max: limits.perClient, timeWindow: limits.timeWindowMs } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const body = parseOr400(capiBody, request.body, reply);
        if (!body) return reply;
        if (isbot(request.headers['user-agent'] ?? '')) return reply.code(204).send();
        const claims = await beaconClaims(request, options.tokens, options.platformHosts ?? DEFAULT_PLATFORM_HOSTS);
        if (!claims) return sendError(reply, 401, "Unauthorized: the store's access token is required");
        const store = await options.stores.findById(claims.WebID);
        if (!store) return reply.code(204).send();
        const settings = readSiteSettings(store.settings);
        const pixelId = settings.scripts.facebookPixelID.trim();
        const foreign = otherStoreNamed(request, body, store, pixelId, platformHosts);
        if (foreign)
          return sendError(reply, 403, `Forbidden: ${foreign} names another store than the access token's`, [
            { field: foreign, message: 'must name the store of the access token' },
          ]);
        if (!pixelId) return reply.code(204).send();
        storeOf.set(request, store.id);
        if (await storeLimited(request, reply)) return reply;

        const { event_id: eventId, event_time: eventTime } = body.custom_data;
        const [row] = await options.db
          .insert(conversionEvents)
          .values({
            storeId: store.id,
            eventName: body.event_name,
            eventId,
            eventTime,
            url: body.url,
            customData: { ...body.custom_data, pixel_id: pixelId },
          })
          .onConflictDoNothing()
          .returning({ id: conversionEvents.id });
        const token = settings.facebookPixelToken.trim();
        if (row && token) {
          // Answer the browser now; the Graph API may take its time.
          const event = {
            eventName: body.event_name,
            eventId,
            eventTime,
            url: body.url,
            customData: body.custom_data,
            clientIp: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
          };
          void options.conversionsApi
            .send(pixelId, token, event)
            .then(
              () => 'sent',
              (error: unknown) => {
                request.log.warn({ err: error }, 'Conversions API delivery failed');
                return 'failed';
              },
            )
            .then((delivery) =>
              options.db
                .update(conversionEvents)
                .set({ delivery })
                .where(and(eq(conversionEvents.id, row.id), eq(conversionEvents.storeId, store.id))),
            )
            .catch((error: unknown) => request.log.warn({ err: error }, 'Conversion delivery not recorded'));
        }
        return reply.code(204).send();
      },
    );
  });
}
