/**
 * POST /api/facebook/capi: validation, one record per store and event id, delivery to the
 * Conversions API only with a pixel token (failures only logged), the store from the token and no
 * other (docs/security.md), and limits per client and per store.
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { TokenService } from '../../server/store-api/platform/token.service';
import { StoreRepository } from '../../server/store-api/platform/store.repository';
import { CAPI_LIMITS, registerCapiRoute } from '../../server/store-api/tracking/capi.route';
import { fastifyTrustProxy } from '../../server/trust-proxy';
import { conversionEvents, stores } from '../../server/store-api/db/schema';
import type { ConversionEvent, ConversionsApi } from '../../server/store-api/tracking/conversions-api';
import { startStoreApiForFile } from './support/test-server';

const delivered: Array<{ pixelId: string; token: string; event: ConversionEvent }> = [];
let failNext = false;
const fakeApi: ConversionsApi = {
  send: async (pixelId, token, event) => {
    if (failNext) {
      failNext = false;
      throw new Error('Graph API down');
    }
    delivered.push({ pixelId, token, event });
  },
};
const server = startStoreApiForFile({ conversionsApi: fakeApi });
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

async function store(domain: string) {
  const body = (await (await fetch(`${server.baseUrl}/Web/GetWebInfo?Domain=${domain}`)).json()) as {
    data: { webID: number; tokens: { accessToken: string } };
  };
  return { webID: body.data.webID, token: body.data.tokens.accessToken };
}

async function setPixel(webID: number, facebookPixelID: string, facebookPixelToken: string) {
  const db = server.host.database!.db;
  const [row] = await db.select({ settings: stores.settings }).from(stores).where(eq(stores.id, webID));
  const settings = (row!.settings ?? {}) as { scripts?: Record<string, string> };
  await db
    .update(stores)
    .set({ settings: { ...settings, scripts: { ...settings.scripts, facebookPixelID }, facebookPixelToken } })
    .where(eq(stores.id, webID));
}

let n = 0;
/** An event on a page of `store` (the store its token must belong to). */
const event = (over: Record<string, unknown> = {}, data: Record<string, unknown> = {}, store = 'nordic') => ({
  event_name: 'AddToCart',
  action_source: 'website',
  url: `http://${store}.localhost/p/mug`,
  custom_data: {
    event_id: `evtest${String(++n).padStart(8, '0')}`,
    event_time: 1_790_000_000,
    value: 12.5,
    currency: 'USD',
    content_ids: ['SKU-1'],
    ...data,
  },
  ...over,
});
let addresses = 0;
/** Each call from its own client address unless one is given, so the per-client limit only meets its own test. */
const post = async (token: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.origin}/api/facebook/capi`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'user-agent': UA,
      'x-forwarded-for': `192.0.2.${(++addresses % 250) + 1}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as { message: string; data: { errors?: Array<{ field: string }> } | null }) : null,
  };
};
const rows = (webID: number) => server.host.database!.db.select().from(conversionEvents).where(eq(conversionEvents.storeId, webID));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('POST /api/facebook/capi', () => {
  it('records the event once per event id (embedded default: no token, nothing sent)', async () => {
    const nordic = await store('nordic');
    await setPixel(nordic.webID, '1234567890', '');
    const body = event();
    expect((await post(nordic.token, body)).status).toBe(204);
    expect((await post(nordic.token, body)).status).toBe(204);
    await settle();
    const recorded = await rows(nordic.webID);
    expect(recorded).toEqual([
      expect.objectContaining({ eventName: 'AddToCart', eventId: body.custom_data.event_id, delivery: 'recorded' }),
    ]);
    expect(delivered).toEqual([]);
  });

  it('sends it to the Conversions API with the same event id when the store has a token, and marks failures', async () => {
    const sakura = await store('sakura');
    await setPixel(sakura.webID, '555', 'secret-token');
    const body = event({ event_name: 'Purchase' }, { order_id: 'A-1', num_items: 2 }, 'sakura');
    expect((await post(sakura.token, body)).status).toBe(204);
    await settle();
    expect(delivered).toEqual([
      expect.objectContaining({
        pixelId: '555',
        token: 'secret-token',
        event: expect.objectContaining({ eventName: 'Purchase', eventId: body.custom_data.event_id }),
      }),
    ]);
    // The token is used here, on the server, and never handed to a browser (docs/security.md).
    const info = await (await fetch(`${server.baseUrl}/Web/GetWebInfo?Domain=sakura`)).text();
    expect(info).not.toContain('secret-token');
    expect(info).not.toContain('facebookPixelToken');
    expect((await rows(sakura.webID))[0]!.delivery).toBe('sent');

    failNext = true;
    const failing = event({ event_name: 'PageView' }, {}, 'sakura');
    expect((await post(sakura.token, failing)).status).toBe(204);
    await settle();
    expect((await rows(sakura.webID)).find((row) => row.eventId === failing.custom_data.event_id)?.delivery).toBe('failed');
  });

  it('answers 400 naming the field for malformed events and records nothing', async () => {
    const nordic = await store('nordic');
    const before = (await rows(nordic.webID)).length;
    const cases: Array<[unknown, string]> = [
      [event({ event_name: 'Click' }), 'event_name'],
      [event({ action_source: 'app' }), 'action_source'],
      [event({ url: '' }), 'url'],
      [event({}, { event_id: 'x' }), 'custom_data.event_id'],
      [event({}, { event_time: 'now' }), 'custom_data.event_time'],
      [event({}, { nested: { deep: 1 } }), 'custom_data.nested'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(nordic.token, body);
      expect(answer.status, field).toBe(400);
      expect(answer.body!.message).toContain(field);
    }
    expect((await rows(nordic.webID)).length).toBe(before);
  });

  it('records nothing for a store without a Facebook pixel, and needs the store token', async () => {
    const aurora = await store('aurora');
    expect((await post(aurora.token, event({}, {}, 'aurora'))).status).toBe(204);
    expect(await rows(aurora.webID)).toEqual([]);
    expect((await post('not-a-token', event({}, {}, 'aurora'))).status).toBe(401);
  });
});

describe('the store an event names', () => {
  it("must be its token's store: in the Host, the page address and the pixel id (403 naming the field)", async () => {
    const nordic = await store('nordic');
    await setPixel(nordic.webID, '1234567890', '');
    const before = (await rows(nordic.webID)).length;
    // fetch cannot set a Host header: these go in process, as they would reach the host from a proxy.
    const onHost = (host: string, body: unknown) =>
      server.host.app.inject({
        method: 'POST',
        url: '/api/facebook/capi',
        payload: body as object,
        headers: { host, authorization: `Bearer ${nordic.token}`, 'user-agent': UA, 'x-forwarded-for': '198.18.1.1' },
      });
    const refusals: Array<[string, unknown, string]> = [
      ['127.0.0.1', event({}, {}, 'aurora'), 'url'],
      ['127.0.0.1', event({ url: 'https://evil.example/p/mug' }), 'url'],
      ['127.0.0.1', event({ url: `${server.origin}/p/mug?store=aurora` }), 'url'],
      ['aurora.localhost', event(), 'Host'],
      ['nordic.evil.example', event(), 'Host'],
      ['127.0.0.1', event({}, { pixel_id: '999' }), 'custom_data.pixel_id'],
    ];
    for (const [host, body, field] of refusals) {
      const answer = await onHost(host, body);
      expect(answer.statusCode, field).toBe(403);
      expect(
        (answer.json() as { data: { errors: Array<{ field: string }> } }).data.errors.map((error) => error.field),
        field,
      ).toEqual([field]);
    }
    expect((await rows(nordic.webID)).length).toBe(before);
    // Its own domain, a platform host (with or without its ?store=) and its own pixel id are all fine.
    expect((await onHost('nordic.localhost:3000', event({}, { pixel_id: '1234567890' }))).statusCode).toBe(204);
    expect((await post(nordic.token, event({ url: `${server.origin}/p/mug?store=nordic` }))).status).toBe(204);
    expect((await post(nordic.token, event({ url: 'http://localhost:3000/p/mug' }))).status).toBe(204);
    expect((await rows(nordic.webID)).length).toBe(before + 3);
  });
});

describe('limits', () => {
  it('the host answers a client beyond its events a minute with 429 and Retry-After', async () => {
    const address = { 'x-forwarded-for': '198.18.0.77' };
    const nordic = await store('nordic');
    // Malformed events cost the client its allowance as well: the limit runs before anything else.
    const statuses: number[] = [];
    for (let i = 0; i <= CAPI_LIMITS.perClient; i += 1) statuses.push((await post(nordic.token, { event_name: 'Nope' }, address)).status);
    expect(statuses.slice(0, CAPI_LIMITS.perClient).every((status) => status === 400)).toBe(true);
    const limited = await post(nordic.token, event(), address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body!.message).toMatch(/^Too many events: try again in \d+ seconds$/);
    // Another client is not held back.
    expect((await post(nordic.token, event())).status).toBe(204);
  });

  it("counts each store apart: one store's flood from many addresses never spends another's", async () => {
    const web = Fastify({ trustProxy: fastifyTrustProxy(1) });
    registerCapiRoute(web, {
      db: server.host.database!.db,
      tokens: new TokenService({ secret: 'integration-test-secret-integration-test-secret' }),
      stores: new StoreRepository({ db: server.host.database!.db }),
      conversionsApi: fakeApi,
      limits: { perClient: 3, perStore: 5, timeWindowMs: 60_000 },
    });
    await web.ready();
    const [nordic, sakura] = [await store('nordic'), await store('sakura')];
    await setPixel(nordic.webID, '1234567890', '');
    await setPixel(sakura.webID, '555', '');
    let address = 0;
    const send = async (who: { token: string }, name: string, from = `203.0.113.${++address}`) =>
      web.inject({
        method: 'POST',
        url: '/api/facebook/capi',
        payload: event({}, {}, name),
        headers: { authorization: `Bearer ${who.token}`, 'user-agent': UA, 'x-forwarded-for': from, host: `${name}.localhost` },
      });
    const flood: number[] = [];
    for (let i = 0; i < 7; i += 1) flood.push((await send(nordic, 'nordic')).statusCode);
    expect(flood).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect((await send(sakura, 'sakura')).statusCode).toBe(204);
    // And per client: the fourth event of one address in the window is refused.
    const one = '203.0.113.250';
    expect(
      [
        await send(sakura, 'sakura', one),
        await send(sakura, 'sakura', one),
        await send(sakura, 'sakura', one),
        await send(sakura, 'sakura', one),
      ].map((r) => r.statusCode),
    ).toEqual([204, 204, 204, 429]);
    await web.close();
  });
});
