/**
 * Outbound webhooks (decision 91) against a real receiver on loopback: the owner adds an endpoint and
 * sees its secret once; an order placed is delivered signed (Standard Webhooks, verified with that
 * secret); a 500 is retried and then delivered; a rolled-back change sends nothing; bad input is a 400
 * naming the field; another store's owner never sees or changes the endpoint; an endpoint whose
 * deliveries keep dying is switched off, listed with why, and its owners are mailed; attempts are
 * counted by outcome in /metrics.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../server/store-api/db/schema';
import { jobsSettled } from './support/queued-jobs';
import { DatabaseJobs } from '../../server/store-api/platform/jobs/database-jobs';
import { WebhookEvents } from '../../server/store-api/webhooks/webhook-events';
import { verifySignature } from '../../server/store-api/webhooks/webhook-signature';
import { webhookDeliveries, webhookEndpoints } from '../../server/store-api/webhooks/webhooks.tables';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { placeAuroraOrder } from './support/order-fixtures';
import { startStoreApiForFile } from './support/test-server';
import { within } from './support/within';

const server = startStoreApiForFile({}, { jobs: { pollMs: 100, backoff: { baseMs: 200, capMs: 500 } } });
const { call, guest } = identityCalls(server);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
let failNext = 0;
let failGone = false;
let receiver: Server;
let receiverUrl = '';

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (failNext > 0 || (failGone && request.url?.endsWith('-gone'))) {
        failNext = Math.max(0, failNext - 1);
        response.writeHead(500).end('try later');
        return;
      }
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function ownerToken(store: string): Promise<string> {
  const answer = await call('/Owner/SignIn', { body: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' } });
  return answer.body.data.ownerToken as string;
}

const ofTopic = (topic: string) => received.filter((delivery) => delivery.headers['webhook-topic'] === topic);

describe('outbound webhooks', () => {
  let secret = '';
  let endpointID = 0;

  it('adds an endpoint, answering its secret once, and refuses bad input naming the field', async () => {
    const token = await ownerToken('aurora');
    const bad = [
      [{ Url: 'ftp://example.com/x', Topics: ['orders/create'] }, 'Url'],
      [{ Url: 'http://example.com/x', Topics: ['orders/create'] }, 'Url'],
      [{ Url: 'https://10.0.0.5/x', Topics: ['orders/create'] }, 'Url'],
      [{ Url: 'https://169.254.169.254/latest', Topics: ['orders/create'] }, 'Url'],
      [{ Url: receiverUrl, Topics: ['orders/exploded'] }, 'Topics.0'],
      [{ Url: receiverUrl, Topics: [] }, 'Topics'],
    ] as const;
    for (const [body, field] of bad) {
      const answer = await call('/Owner/SaveWebhook', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer)).toContain(field);
    }
    expect((await call('/Owner/Webhooks', { token })).body.data.endpoints).toEqual([]);

    const created = await call('/Owner/SaveWebhook', { token, body: { Url: receiverUrl, Topics: ['orders/create', 'products/update'] } });
    expect(created.status).toBe(200);
    secret = created.body.data.secret;
    endpointID = created.body.data.endpoint.endpointID;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const listed = (await call('/Owner/Webhooks', { token })).body.data.endpoints;
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6));
  });

  it('delivers a placed order signed with the secret, after retrying a 500', async () => {
    failNext = 1;
    const shopper = (await guest('aurora')).accessToken;
    const order = await placeAuroraOrder(server, call, shopper);
    await within(async () => ofTopic('orders/create').some((delivery) => delivery.body.includes(order.code)), 20_000);
    const delivery = ofTopic('orders/create').find((each) => each.body.includes(order.code))!;
    const id = String(delivery.headers['webhook-id']);
    const timestamp = Number(delivery.headers['webhook-timestamp']);
    expect(verifySignature(secret, id, timestamp, delivery.body, String(delivery.headers['webhook-signature']))).toBe(true);
    expect(
      verifySignature(secret, id, timestamp, delivery.body.replace(order.code, 'WX-FORGED'), String(delivery.headers['webhook-signature'])),
    ).toBe(false);
    const body = JSON.parse(delivery.body) as Any;
    expect(body).toMatchObject({ id, topic: 'orders/create', store: { name: 'aurora' }, data: { code: order.code } });
    expect(JSON.stringify(body)).not.toContain(order.accessToken);

    const log = (await call(`/Owner/WebhookDeliveries?EndpointID=${endpointID}`, { token: await ownerToken('aurora') })).body.data
      .deliveries;
    await within(async () => {
      const entries = (await call(`/Owner/WebhookDeliveries?EndpointID=${endpointID}`, { token: await ownerToken('aurora') })).body.data
        .deliveries as Any[];
      return entries.some(
        (entry) => entry.eventID === id && entry.state === 'delivered' && entry.attempts === 2 && entry.lastStatus === 204,
      );
    }, 10_000);
    expect(log.length).toBeGreaterThan(0);
  });

  it('sends a test event and sends a delivery again with the same event id', async () => {
    const token = await ownerToken('aurora');
    const test = await call('/Owner/TestWebhook', { token, body: { EndpointID: endpointID } });
    expect(test.status).toBe(200);
    await within(async () => ofTopic('webhooks/test').length === 1, 10_000);
    const again = await call('/Owner/ResendWebhook', { token, body: { DeliveryID: test.body.data.delivery.deliveryID } });
    expect(again.status).toBe(200);
    await within(async () => ofTopic('webhooks/test').length === 2, 10_000);
    const [first, second] = ofTopic('webhooks/test');
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  });

  it("lists each endpoint's last delivery and counts attempts by outcome in the metrics", async () => {
    const listed = (await call('/Owner/Webhooks', { token: await ownerToken('aurora') })).body.data.endpoints as Any[];
    expect(listed[0].lastDelivery).toMatchObject({ state: 'delivered', lastStatus: 204 });
    const text = (await server.host.app.inject({ method: 'GET', url: '/metrics' })).body;
    const countOf = (outcome: string) =>
      Number(new RegExp(`^storefront_webhook_deliveries_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    // The order's first attempt answered 500 (retried), then every delivery so far arrived.
    expect(countOf('failed')).toBeGreaterThanOrEqual(1);
    expect(countOf('delivered')).toBeGreaterThanOrEqual(3);
    expect(countOf('dead')).toBe(0);
    expect(text).not.toMatch(/storefront_webhook_deliveries_total\{[^}]*store/);
  });

  it('switches off an endpoint whose deliveries keep dying, says why, and tells the owners once', async () => {
    const token = await ownerToken('aurora');
    const db = server.host.database!.db;
    const created = await call('/Owner/SaveWebhook', { token, body: { Url: `${receiverUrl}-gone`, Topics: ['products/delete'] } });
    const gone = created.body.data.endpoint.endpointID as number;
    // Four dead deliveries already: the fifth switches it off (src/domain/webhooks/endpoint-health.ts).
    await db.update(webhookEndpoints).set({ deadInARow: 4 }).where(eq(webhookEndpoints.id, gone));
    failGone = true;
    expect((await call('/Owner/TestWebhook', { token, body: { EndpointID: gone } })).status).toBe(200);
    await within(async () => {
      const endpoints = (await call('/Owner/Webhooks', { token })).body.data.endpoints as Any[];
      return endpoints.some((endpoint) => endpoint.endpointID === gone && !endpoint.enabled);
    }, 30_000);
    const endpoint = ((await call('/Owner/Webhooks', { token })).body.data.endpoints as Any[]).find((each) => each.endpointID === gone);
    expect(endpoint.disabledReason).toBe('Switched off: 5 deliveries in a row failed every attempt');
    expect(endpoint.lastDelivery).toMatchObject({ state: 'failed', lastStatus: 500 });
    await jobsSettled(db);
    const notices = (await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'owner-webhook-off'))).filter((mail) =>
      mail.text.includes(`${receiverUrl}-gone`),
    );
    // Each of the store's owners, once.
    const told = notices.map((mail) => mail.to);
    expect(told).toContain('owner@aurora.example');
    expect(new Set(told).size).toBe(told.length);
    expect(notices[0]!.subject).toBe('Webhook endpoint switched off at Aurora Boutique');
    expect(notices[0]!.text).toContain('5 deliveries in a row failed every attempt');
    const text = (await server.host.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/^storefront_webhook_deliveries_total\{outcome="dead"\} 1$/m);
    // Switched back on by its owner, it gets events again and its run of failures starts over.
    const on = await call('/Owner/SaveWebhook', {
      token,
      body: { EndpointID: gone, Url: `${receiverUrl}-gone`, Topics: ['products/delete'], Enabled: true },
    });
    expect(on.body.data.endpoint).toMatchObject({ enabled: true, disabledReason: null });
    await call('/Owner/DeleteWebhook', { token, body: { EndpointID: gone } });
  });

  it('keeps each store to its own endpoints', async () => {
    const nordic = await ownerToken('nordic');
    expect((await call('/Owner/Webhooks', { token: nordic })).body.data.endpoints).toEqual([]);
    for (const [path, body] of [
      ['/Owner/SaveWebhook', { EndpointID: endpointID, Url: receiverUrl, Topics: ['orders/create'] }],
      ['/Owner/DeleteWebhook', { EndpointID: endpointID }],
      ['/Owner/RotateWebhookSecret', { EndpointID: endpointID }],
      ['/Owner/TestWebhook', { EndpointID: endpointID }],
    ] as const)
      expect((await call(path, { token: nordic, body })).status, path).toBe(404);
    expect((await call(`/Owner/WebhookDeliveries?EndpointID=${endpointID}`, { token: nordic })).status).toBe(404);
    expect((await call('/Owner/Webhooks', { token: await ownerToken('aurora') })).body.data.endpoints).toHaveLength(1);
  });

  it('queues nothing when the change that emitted an event rolls back', async () => {
    const db = server.host.database!.db;
    const { webID } = await guest('aurora');
    const countOf = async () => {
      const [deliveries] = await db.select({ n: count() }).from(webhookDeliveries);
      const [queued] = await db.select({ n: count() }).from(jobs).where(eq(jobs.kind, 'webhook'));
      return [Number(deliveries!.n), Number(queued!.n)];
    };
    const before = await countOf();
    const real = new WebhookEvents({ jobs: new DatabaseJobs({ db }) });
    await expect(
      db.transaction(async (tx) => {
        await real.emit(tx, { webId: webID, topic: 'products/update', data: { id: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await countOf()).toEqual(before);
  });
});
