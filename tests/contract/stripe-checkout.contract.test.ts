/**
 * The Stripe Checkout contract (stripe-checkout.contract.ts) against the fake Stripe the tests and
 * the Playwright suite use, and against Stripe's documented answers replayed offline; and the parts
 * checkable without Stripe: the request's form encoding as Stripe's API reference writes it, and
 * webhook signatures by Stripe's documented scheme (HMAC-SHA256 of "t.payload", hex, v1, tolerance).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { belowStripeMinimum, stripeAmount } from '../../server/store-api/payments/stripe-amounts';
import { checkoutSessionParams, StripeCheckout } from '../../server/store-api/payments/stripe-checkout';
import { stripeForm } from '../../server/store-api/payments/stripe-form';
import { signStripePayload, verifyStripeSignature } from '../../server/store-api/payments/stripe-signature';
import { parseStripeForm, startFakeStripe, type FakeStripe } from '../fakes/fake-stripe';
import { CONTRACT_REQUEST, describeStripeCheckoutContract } from './stripe-checkout.contract';

const SECRET_KEY = 'sk_test_contract';
const WEBHOOK_SECRET = 'whsec_contract';

let fake: FakeStripe;
let captured: Array<{ body: string; signature: string }> = [];
let receiver: { url: string; close(): Promise<void> };

beforeAll(async () => {
  // A stand-in webhook endpoint: keeps what the fake delivers, exactly as sent.
  const { createServer } = await import('node:http');
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      captured.push({ body, signature: String(request.headers['stripe-signature']) });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver = {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: receiver.url });
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

describeStripeCheckoutContract('the fake Stripe', () => ({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  gateway: (secretKey) => new StripeCheckout({ settings: { secretKey, apiBase: fake.url } }),
  payAndCapture: async (sessionId) => {
    captured = [];
    await fake.pay(sessionId);
    return captured[0]!;
  },
}));

/** Stripe's answers as its API reference shows them (Create a Checkout Session; errors), replayed for the adapter. */
function documentedStripe(): typeof fetch {
  const sessions = new Map<string, { body: string; answer: object }>();
  let made = 0;
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (String(input) !== 'https://api.stripe.com/v1/checkout/sessions' || init?.method !== 'POST')
      throw new Error(`unexpected call ${String(input)}`);
    if (headers.get('authorization') !== `Bearer ${SECRET_KEY}`) {
      return Response.json(
        { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****rong' } },
        { status: 401 },
      );
    }
    const body = String(init.body);
    const key = headers.get('idempotency-key') ?? '';
    const earlier = sessions.get(key);
    if (earlier) return Response.json(earlier.answer);
    const form = parseStripeForm(body) as {
      line_items: Record<string, { quantity: string; price_data: { unit_amount: string; currency: string } }>;
    };
    const line = form.line_items['0']!;
    const answer = {
      id: `cs_test_a11YYufWQzNY63zpQ6QSNRQhkUpVph4WRmzW0zWJO2znZKdVujZ0N0S22u${++made}`,
      object: 'checkout.session',
      amount_subtotal: Number(line.price_data.unit_amount) * Number(line.quantity),
      amount_total: Number(line.price_data.unit_amount) * Number(line.quantity),
      currency: line.price_data.currency,
      mode: 'payment',
      payment_status: 'unpaid',
      status: 'open',
      livemode: false,
      url: 'https://checkout.stripe.com/c/pay/cs_test_a11YYufWQzNY63zpQ6QSNRQhkUpVph4WRmzW0zWJO2znZKdVujZ0N0S22u',
    };
    sessions.set(key, { body, answer });
    return Response.json(answer);
  };
}

describeStripeCheckoutContract("Stripe's documented answers", () => {
  const replay = documentedStripe();
  return {
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    gateway: (secretKey) => new StripeCheckout({ settings: { secretKey, apiBase: 'https://api.stripe.com' }, fetch: replay }),
  };
});

describe("the request as Stripe's API reference encodes it", () => {
  it('writes nested parameters with brackets, form-encoded, and leaves absent ones out', () => {
    const body = stripeForm(checkoutSessionParams({ ...CONTRACT_REQUEST, email: '' }));
    const pairs = [...new URLSearchParams(body)];
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['mode', 'payment'],
        ['success_url', 'https://shop.example/order/5?t=tok'],
        ['line_items[0][quantity]', '1'],
        ['line_items[0][price_data][currency]', 'usd'],
        ['line_items[0][price_data][unit_amount]', '2198'],
        ['line_items[0][price_data][product_data][name]', 'Order WX-CONTRACT01'],
        ['metadata[order_code]', 'WX-CONTRACT01'],
        ['payment_intent_data[metadata][store_id]', '7'],
      ]),
    );
    expect(pairs.some(([name]) => name === 'customer_email')).toBe(false);
    expect(body).toContain('line_items%5B0%5D%5Bprice_data%5D%5Bcurrency%5D=usd');
  });

  it("counts in the currency's smallest unit: cents, whole yen, thousandths of a dinar", () => {
    expect(stripeAmount('21.98', 'USD')).toBe(2198);
    expect(stripeAmount('77999', 'JPY')).toBe(77999);
    expect(stripeAmount('5.25', 'KWD')).toBe(5250);
  });

  it("knows Stripe's minimum charge per currency (0.50 USD, 0.30 GBP, 50 yen), and leaves a currency it does not list to Stripe", () => {
    expect(belowStripeMinimum('0.49', 'USD')).toBe('Card payments start at 0.50 USD: choose another way to pay, or add to your order.');
    expect(belowStripeMinimum('0.50', 'USD')).toBeNull();
    expect(belowStripeMinimum('0.29', 'gbp')).toBe('Card payments start at 0.30 GBP: choose another way to pay, or add to your order.');
    expect(belowStripeMinimum('49', 'JPY')).toBe('Card payments start at 50 JPY: choose another way to pay, or add to your order.');
    expect(belowStripeMinimum('50', 'JPY')).toBeNull();
    expect(belowStripeMinimum('0.01', 'KWD')).toBeNull();
  });

  it('sends the same Idempotency-Key when it retries after a server error, and gives up on a refusal', async () => {
    const keys: string[] = [];
    let calls = 0;
    const flaky: typeof fetch = async (_input, init) => {
      keys.push(new Headers(init?.headers).get('idempotency-key') ?? '');
      return ++calls === 1
        ? Response.json({ error: { type: 'api_error', message: 'try again' } }, { status: 500 })
        : Response.json({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    };
    const result = await new StripeCheckout({
      settings: { secretKey: SECRET_KEY, apiBase: 'https://api.stripe.com' },
      fetch: flaky,
    }).createPayment(CONTRACT_REQUEST);
    expect(result).toEqual({
      state: 'requires_action',
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
      reference: 'cs_test_1',
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe("webhook signatures by Stripe's documented scheme", () => {
  const payload = '{"id":"evt_test_1","object":"event","type":"checkout.session.completed"}';
  const now = 1_700_000_000;
  // Computed as Stripe documents it (Ruby's compute_signature): hex HMAC-SHA256, keyed with the secret, of "t.payload".
  const documented = (timestamp: number, secret = WEBHOOK_SECRET) =>
    createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');

  it("accepts the documented signature, also beside a v0 and a rolled secret's v1", () => {
    expect(verifyStripeSignature(payload, `t=${now},v1=${documented(now)}`, WEBHOOK_SECRET, now)).toEqual({ ok: true, timestamp: now });
    expect(
      verifyStripeSignature(
        payload,
        `t=${now},v1=${documented(now, 'whsec_old')},v1=${documented(now)},v0=${'a'.repeat(64)}`,
        WEBHOOK_SECRET,
        now + 299,
      ).ok,
    ).toBe(true);
    expect(signStripePayload(payload, WEBHOOK_SECRET, now)).toBe(`t=${now},v1=${documented(now)}`);
  });

  it("refuses what Stripe's libraries refuse", () => {
    const cases: Array<[string | undefined, number, RegExp]> = [
      [undefined, now, /missing/],
      [`v1=${documented(now)}`, now, /no timestamp/],
      [`t=${now},v0=${documented(now)}`, now, /no v1/],
      [`t=${now},v1=${documented(now, 'whsec_other')}`, now, /matches/],
      [`t=${now},v1=${documented(now).toUpperCase()}`, now, /matches/],
      [`t=${now},v1=${documented(now)}`, now + 301, /tolerance/],
      [`t=${now},v1=${documented(now)}`, now - 301, /tolerance/],
      [`t=${now + 1},v1=${documented(now)}`, now, /matches/],
    ];
    for (const [header, at, reason] of cases) {
      const check = verifyStripeSignature(payload, header, WEBHOOK_SECRET, at);
      expect(check.ok, header).toBe(false);
      if (!check.ok) expect(check.reason).toMatch(reason);
    }
    expect(verifyStripeSignature(`${payload} `, `t=${now},v1=${documented(now)}`, WEBHOOK_SECRET, now).ok).toBe(false);
  });
});
