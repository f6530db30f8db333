/**
 * Card payments through Stripe Checkout against the local fake Stripe (no network): the order is
 * placed awaiting payment with the hosted page's url, turns Paid only on the signed webhook, once
 * however often the event arrives; a bad signature, a stale timestamp, a wrong amount or another
 * store's order changes nothing. An order a gift card pays in full is Paid without a card page; a card
 * total below Stripe's minimum is refused beside the payment choice. A server without Stripe keys offers no card.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, stores } from '../../server/store-api/db/schema';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe';
import { identityCalls, type Answer } from './support/identity-calls';
import { auroraOrderBody, fixtureOrderKey, placeAuroraOrder } from './support/order-fixtures';
import { startTestStoreApi, type TestStoreApi } from './support/test-server';

const SECRET_KEY = 'sk_test_integration_card_payments';
const WEBHOOK_SECRET = 'whsec_integration_card_payments';
let fake: FakeStripe;
const server = {} as TestStoreApi;

beforeAll(async () => {
  fake = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: () => `${server.baseUrl}/Payments/StripeWebhook`,
  });
  Object.assign(
    server,
    await startTestStoreApi(
      {},
      { stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url, checkoutOrigin: fake.url } },
    ),
  );
});
afterAll(async () => {
  await server.host?.close();
  await fake?.close();
});

const { call, guest } = identityCalls(server);
const ORIGIN = { origin: 'http://aurora.localhost:3000' };

async function cardOrder() {
  const visitor = await guest('aurora');
  const placed = await placeAuroraOrder(server, call, visitor.accessToken, ORIGIN, 'card');
  const order = async () =>
    (await call(`/Order/GetOrder?OrderID=${placed.orderID}&Token=${placed.accessToken}`, { token: visitor.accessToken })).body.data;
  const first = await order();
  const sessionId = new URL(first.paymentUrl as string).pathname.split('/').pop()!;
  return { ...placed, visitor, order, first, session: fake.sessions.get(sessionId)! };
}

/** An event as Stripe would send it, signed with `secret` at `timestamp` by Stripe's documented scheme. */
function signedEvent(event: object, { secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000) } = {}) {
  const body = JSON.stringify(event);
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { body, signature: `t=${timestamp},v1=${v1}` };
}

const completed = (session: object, id = `evt_test_${Math.random().toString(36).slice(2)}`) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: session },
});

async function postWebhook(body: string, signature?: string): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/Payments/StripeWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const paidEntries = (order: { history: Array<{ status: string }> }) => order.history.filter((entry) => entry.status === 'Paid').length;

describe('card payments through Stripe Checkout', () => {
  it('offers the card, places the order awaiting payment and sends the shopper to a session for its total', async () => {
    const visitor = await guest('aurora');
    const options = (await call('/Checkout/GetCheckoutOptions', { token: visitor.accessToken })).body.data;
    expect(options.paymentMethods.map((method: { code: string }) => method.code)).toContain('card');

    const { first, session } = await cardOrder();
    expect(first).toMatchObject({ status: 'Pending', paymentStatus: 'unpaid', paymentMethod: 'card', canResume: true });
    expect(first.paymentUrl).toBe(`${fake.url}/pay/${session.id}`);
    // What the adapter asked: form-encoded, the secret key as bearer, an idempotency key, the order's own total and references.
    const request = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.includes(first.code))!;
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers['idempotency-key']).toMatch(new RegExp(`^wx-${first.code}-`));
    expect(session.amount_total).toBe(Math.round(Number(first.shownTotals.total) * 100));
    expect(session.currency).toBe(first.currency.abbreviation.toLowerCase());
    expect(session).toMatchObject({
      client_reference_id: first.code,
      customer_email: 'ada@example.com',
      metadata: { order_code: first.code },
    });
    expect(session.success_url).toMatch(new RegExp(`^http://aurora\\.localhost:3000/order/${first.orderID}\\?t=`));
    expect(session.cancel_url).toMatch(new RegExp(`^http://aurora\\.localhost:3000/checkout/oc/${first.code}\\?t=`));
  });

  it('turns the order Paid only when the signed webhook arrives, and says so in its timeline', async () => {
    const { order, session } = await cardOrder();
    expect((await order()).status).toBe('Pending');
    const delivery = await fake.pay(session.id);
    expect(delivery.status).toBe(200);
    const paid = await order();
    expect(paid).toMatchObject({ status: 'Paid', paymentStatus: 'paid', paymentUrl: '', canResume: false });
    expect(paid.history.at(-1)).toMatchObject({ status: 'Paid', note: `Card payment received (${session.id})` });
  });

  it('handles a repeated event once, also when both deliveries arrive at the same time', async () => {
    const { order, session } = await cardOrder();
    const event = completed({ ...session, status: 'complete', payment_status: 'paid' });
    const answers = await Promise.all(
      [1, 2, 3].map(() => {
        const signed = signedEvent(event);
        return postWebhook(signed.body, signed.signature);
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.data.outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
    const again = signedEvent(event);
    expect((await postWebhook(again.body, again.signature)).body.data.outcome).toBe('duplicate');
    expect(paidEntries(await order())).toBe(1);
  });

  it('refuses a missing, forged or wrongly keyed signature with 400 and changes nothing', async () => {
    const { order, session } = await cardOrder();
    const event = completed({ ...session, payment_status: 'paid' });
    const good = signedEvent(event);
    const forged = signedEvent(event, { secret: 'whsec_someone_else' });
    const tampered = signedEvent({ ...event, id: 'evt_other' });
    for (const [body, signature] of [
      [good.body, undefined],
      [good.body, forged.signature],
      [good.body, tampered.signature],
      [good.body, 'v1=abc'],
      [good.body, `t=${Math.floor(Date.now() / 1000)},v0=${'0'.repeat(64)}`],
    ] as const) {
      const answer = await postWebhook(body, signature);
      expect(answer.status, signature).toBe(400);
      expect(answer.body.data.errors[0].field).toBe('Stripe-Signature');
    }
    expect((await order()).status).toBe('Pending');
  });

  it('refuses a replayed delivery whose timestamp is outside the five-minute tolerance', async () => {
    const { order, session } = await cardOrder();
    const event = completed({ ...session, payment_status: 'paid' });
    // A minute past the tolerance either way: a delivery a second outside it, signed ahead of the
    // clock, was inside it by the time a loaded host read it.
    for (const timestamp of [Math.floor(Date.now() / 1000) - 360, Math.floor(Date.now() / 1000) + 360]) {
      const old = signedEvent(event, { timestamp });
      const answer = await postWebhook(old.body, old.signature);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/tolerance/);
    }
    expect((await order()).status).toBe('Pending');
  });

  it('leaves the order waiting when the amount is not its total, a completed session is still unpaid, or the order is unknown', async () => {
    const { order, session } = await cardOrder();
    for (const object of [
      { ...session, payment_status: 'paid', amount_total: session.amount_total - 1 },
      { ...session, payment_status: 'paid', currency: 'jpy' },
      { ...session, payment_status: 'unpaid' },
      { ...session, payment_status: 'paid', metadata: { store_id: '999999', order_code: session.metadata.order_code } },
    ]) {
      const signed = signedEvent(completed(object));
      expect((await postWebhook(signed.body, signed.signature)).status).toBe(200);
    }
    const after = await order();
    expect(after).toMatchObject({ status: 'Pending', paymentStatus: 'unpaid' });
    expect(after.history.some((entry: { note: string }) => /does not match the order's total/.test(entry.note))).toBe(true);
  });

  it('lets a shopper who cancelled on the card page pay again with a new session', async () => {
    const { code, accessToken, visitor, first, order } = await cardOrder();
    const again = await call('/Order/PayOrder', {
      token: visitor.accessToken,
      body: { OrderCode: code, PaymentMethod: 'card', Token: accessToken },
      headers: ORIGIN,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.order.paymentUrl).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
    expect(again.body.data.order.paymentUrl).not.toBe(first.paymentUrl);
    expect((await order()).paymentUrl).toBe(again.body.data.order.paymentUrl);
  });
});

describe('what a card payment cannot take', () => {
  const db = () => server.host.database!.db;
  async function giftCard(balance: number): Promise<string> {
    const [aurora] = await db().select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora'));
    const code = `GCCARD${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await db().insert(giftCards).values({ storeId: aurora!.id, code, initialBalance: balance, balance });
    return code;
  }
  const balanceOf = async (code: string) => (await db().select().from(giftCards).where(eq(giftCards.code, code)))[0]!.balance;
  const place = (token: string, body: object) =>
    call('/Order/PlaceOrder', { token, body, headers: { 'idempotency-key': fixtureOrderKey(), ...ORIGIN } });

  it('an order its gift card pays in full is Paid at once, with no card page, though the card was chosen', async () => {
    const visitor = await guest('aurora');
    const sessions = fake.sessions.size;
    const placed = await place(
      visitor.accessToken,
      await auroraOrderBody(server, call, visitor.accessToken, 'card', { GiftCardCode: await giftCard(10_000_000) }),
    );
    expect(placed.status).toBe(200);
    expect(placed.body.data.order).toMatchObject({ status: 'Paid', paymentStatus: 'paid', paymentMethod: 'gift_card', paymentUrl: '' });
    expect(placed.body.data.order.shownTotals.total).toBe('0.00');
    expect(Number(placed.body.data.order.shownTotals.giftCard)).toBeGreaterThan(0);
    expect(fake.sessions.size).toBe(sessions);
  });

  it("a card total below Stripe's minimum is refused beside the payment choice, and nothing is written; another way to pay places it", async () => {
    const visitor = await guest('aurora');
    const body = await auroraOrderBody(server, call, visitor.accessToken, 'card');
    const quote = (
      await call(`/Checkout/GetQuote?CartCodes=${body.CartCodes}&ShippingMethodID=${body.ShippingMethodID}&Country=US`, {
        token: visitor.accessToken,
      })
    ).body.data;
    // Aurora's prices are in dollars at rate 1: the card leaves 0.30 USD to pay.
    const card = await giftCard(Math.round(Number(quote.shownTotals.total) * 100) - 30);
    const before = await balanceOf(card);
    const refused = await place(visitor.accessToken, { ...body, GiftCardCode: card });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { field: 'PaymentMethod', message: 'Card payments start at 0.50 USD: choose another way to pay, or add to your order.' },
    ]);
    expect(await balanceOf(card)).toBe(before);
    const placed = await place(visitor.accessToken, { ...body, GiftCardCode: card, PaymentMethod: 'bank_transfer' });
    expect(placed.status).toBe(200);
    expect(placed.body.data.order.shownTotals.total).toBe('0.30');
    expect(await balanceOf(card)).toBe(0);
  });
});

describe('without Stripe keys', () => {
  let plain: TestStoreApi;
  beforeAll(async () => {
    plain = await startTestStoreApi();
  });
  afterAll(async () => plain?.host.close());

  it('offers no card and has no webhook', async () => {
    const calls = identityCalls(plain);
    const visitor = await calls.guest('aurora');
    const options = (await calls.call('/Checkout/GetCheckoutOptions', { token: visitor.accessToken })).body.data;
    expect(options.paymentMethods.map((method: { code: string }) => method.code)).not.toContain('card');
    const signed = signedEvent(completed({ id: 'cs_x', object: 'checkout.session', payment_status: 'paid' }));
    const response = await fetch(`${plain.baseUrl}/Payments/StripeWebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      body: signed.body,
    });
    expect(response.status).toBe(404);
  });
});
