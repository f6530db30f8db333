/**
 * POST /api/facebook/capi (spec section 7, same origin): the browser's copy of an ad event, with the
 * event_id its pixel used. Validated (400 naming the field), recorded once per store and event id,
 * and passed to the Conversions API when the store has a pixel token; a delivery failure is only
 * logged (and marked on the row). Stores without a Facebook pixel record nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import { z } from 'zod';
import type { TokenService } from '../store-api/auth/token-service';
import { INT4_MAX } from '../../src/domain/validation/record-id';
import { isStorableText } from '../../src/domain/validation/stored-text';
import type { Db } from '../store-api/db/client';
import { conversionEvents } from '../store-api/db/schema';
import { parseOr400, sendError } from '../store-api/http/envelope';
import { storedText } from '../store-api/http/input-fields';
import { readSiteSettings } from '../store-api/web/site-settings';
import type { StoreRepository } from '../store-api/web/store-repository';
import { beaconClaims } from './beacon-tenant';
import type { ConversionsApi } from './conversions-api';

export const CAPI_ROUTE = '/api/facebook/capi';

const scalar = z.union([storedText('custom_data value', 500), z.number().finite(), z.boolean()]);
const capiBody = z.object({
  event_name: z.enum(['AddToCart', 'Purchase', 'PageView'], { error: 'event_name must be AddToCart, Purchase or PageView' }),
  action_source: z.literal('website', { error: "action_source must be 'website'" }),
  url: storedText('url', 2000).min(1, 'url is required'),
  custom_data: z.object({
    event_id: z.string({ error: 'custom_data.event_id is required' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'custom_data.event_id must be 8-64 letters, digits, - or _'),
    // Unix seconds, stored as int4: good until 2038, and a larger number is no real event time.
    event_time: z.number({ error: 'custom_data.event_time must be seconds' }).int().positive().max(INT4_MAX, 'custom_data.event_time must be seconds'),
  }).catchall(z.union([scalar, z.array(scalar).max(100)]))
    .refine((data) => Object.keys(data).length <= 30, 'custom_data has at most 30 fields')
    .refine((data) => Object.keys(data).every((key) => isStorableText(key)), 'custom_data field names must not contain control characters'),
});

export interface CapiRouteOptions {
  db: Db;
  tokens: TokenService;
  stores: StoreRepository;
  conversionsApi: ConversionsApi;
}

export function registerCapiRoute(app: FastifyInstance, options: CapiRouteOptions) {
  app.post(CAPI_ROUTE, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = parseOr400(capiBody, request.body, reply);
    if (!body) return reply;
    if (isbot(request.headers['user-agent'] ?? '')) return reply.code(204).send();
    const claims = await beaconClaims(request, options.tokens);
    if (!claims) return sendError(reply, 401, 'Unauthorized: the store\'s access token is required');
    const store = await options.stores.findById(claims.WebID);
    const settings = readSiteSettings(store?.settings);
    const pixelId = settings.scripts.facebookPixelID.trim();
    if (!store || !pixelId) return reply.code(204).send();

    const { event_id: eventId, event_time: eventTime } = body.custom_data;
    const [row] = await options.db.insert(conversionEvents).values({
      storeId: store.id, eventName: body.event_name, eventId, eventTime, url: body.url, customData: { ...body.custom_data, pixel_id: pixelId },
    }).onConflictDoNothing().returning({ id: conversionEvents.id });
    const token = settings.facebookPixelToken.trim();
    if (row && token) {
      // Answer the browser now; the Graph API may take its time.
      const event = { eventName: body.event_name, eventId, eventTime, url: body.url, customData: body.custom_data, clientIp: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      void options.conversionsApi.send(pixelId, token, event).then(() => 'sent', (error: unknown) => {
        request.log.warn({ err: error }, 'Conversions API delivery failed');
        return 'failed';
      }).then((delivery) => options.db.update(conversionEvents).set({ delivery }).where(and(eq(conversionEvents.id, row.id), eq(conversionEvents.storeId, store.id))))
        .catch((error: unknown) => request.log.warn({ err: error }, 'Conversion delivery not recorded'));
    }
    return reply.code(204).send();
  });
}
