/**
 * POST /api/facebook/capi: validation, one record per store and event id, delivery to the
 * Conversions API only with a pixel token (failures only logged), and the store from the token.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversionEvents, stores } from '../../server/store-api/db/schema';
import type { ConversionEvent, ConversionsApi } from '../../server/tracking/conversions-api';
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
  const body = (await (await fetch(`${server.baseUrl}/Web/GetWebInfo?Domain=${domain}`)).json()) as { data: { webID: number; tokens: { accessToken: string } } };
  return { webID: body.data.webID, token: body.data.tokens.accessToken };
}

async function setPixel(webID: number, facebookPixelID: string, facebookPixelToken: string) {
  const db = server.host.database!.db;
  const [row] = await db.select({ settings: stores.settings }).from(stores).where(eq(stores.id, webID));
  const settings = (row!.settings ?? {}) as { scripts?: Record<string, string> };
  await db.update(stores).set({ settings: { ...settings, scripts: { ...settings.scripts, facebookPixelID }, facebookPixelToken } }).where(eq(stores.id, webID));
}

let n = 0;
const event = (over: Record<string, unknown> = {}, data: Record<string, unknown> = {}) => ({
  event_name: 'AddToCart', action_source: 'website', url: 'http://aurora.localhost/p/mug',
  custom_data: { event_id: `evtest${String(++n).padStart(8, '0')}`, event_time: 1_790_000_000, value: 12.5, currency: 'USD', content_ids: ['SKU-1'], ...data },
  ...over,
});
const post = async (token: string, body: unknown) => {
  const response = await fetch(`${server.origin}/api/facebook/capi`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'user-agent': UA }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as { message: string }) : null };
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
    expect(recorded).toEqual([expect.objectContaining({ eventName: 'AddToCart', eventId: body.custom_data.event_id, delivery: 'recorded' })]);
    expect(delivered).toEqual([]);
  });

  it('sends it to the Conversions API with the same event id when the store has a token, and marks failures', async () => {
    const sakura = await store('sakura');
    await setPixel(sakura.webID, '555', 'secret-token');
    const body = event({ event_name: 'Purchase' }, { order_id: 'A-1', num_items: 2 });
    expect((await post(sakura.token, body)).status).toBe(204);
    await settle();
    expect(delivered).toEqual([expect.objectContaining({ pixelId: '555', token: 'secret-token', event: expect.objectContaining({ eventName: 'Purchase', eventId: body.custom_data.event_id }) })]);
    // The token is used here, on the server, and never handed to a browser (issue 12).
    const info = await (await fetch(`${server.baseUrl}/Web/GetWebInfo?Domain=sakura`)).text();
    expect(info).not.toContain('secret-token');
    expect(info).not.toContain('facebookPixelToken');
    expect((await rows(sakura.webID))[0]!.delivery).toBe('sent');

    failNext = true;
    const failing = event({ event_name: 'PageView' });
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
    expect((await post(aurora.token, event())).status).toBe(204);
    expect(await rows(aurora.webID)).toEqual([]);
    expect((await post('not-a-token', event())).status).toBe(401);
  });
});
