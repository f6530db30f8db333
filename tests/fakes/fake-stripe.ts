/**
 * A local stand-in for Stripe Checkout (decision 30), speaking the slice of Stripe's HTTP contract the
 * card adapter uses, so tests and the Playwright suite pay by card with no network:
 * - POST /v1/checkout/sessions: form-encoded, bracketed keys; `Authorization: Bearer <secret key>`
 *   (401 otherwise); an Idempotency-Key answers the first result again (400 if the parameters differ);
 *   answers a Checkout Session object (id cs_test_…, url of its hosted page, amount_total, currency…).
 * - GET /v1/checkout/sessions/{id}: the session.
 * - GET /pay/{id}: the hosted page, with Pay and Cancel buttons. Pay marks the session complete and
 *   paid, POSTs a `checkout.session.completed` event signed as Stripe signs (`Stripe-Signature:
 *   t=…,v1=HMAC-SHA256(secret, "t.body")`) to the webhook URL, then sends the shopper to success_url;
 *   Cancel sends them to cancel_url.
 * The signature is computed here with node:crypto, not with the server's verifier, so a mistake in
 * either shows. Errors are Stripe's shape: `{ error: { type, message, param? } }`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FakeStripeOptions {
  port?: number;
  host?: string;
  secretKey: string;
  webhookSecret: string;
  /** Where events are delivered (our store API's /Payments/StripeWebhook); a function when it is known only later. */
  webhookUrl: string | (() => string);
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  mode: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  line_items: Array<{ name: string; quantity: number; unit_amount: number }>;
  created: number;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  /** Every request to /v1 as received: method, path, headers and the raw form body. */
  requests: Array<{ method: string; path: string; headers: Record<string, string | string[] | undefined>; body: string }>;
  /** Events delivered and the status the webhook answered. */
  deliveries: Array<{ eventId: string; status: number }>;
  /** Marks a session paid and delivers its completed event, as the Pay button does. */
  pay(sessionId: string): Promise<{ eventId: string; status: number }>;
  close(): Promise<void>;
}

type Nested = { [key: string]: Nested | string };

/** `a[b][0][c]=v` pairs as nested objects (arrays as objects keyed "0", "1", …). */
export function parseStripeForm(body: string): Nested {
  const root: Nested = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Nested;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const stripeError = (response: ServerResponse, status: number, message: string, param?: string, type = 'invalid_request_error') =>
  json(response, status, { error: { type, message, ...(param ? { param } : {}) } });

function sessionFrom(form: Nested, base: string): FakeSession | { param: string; message: string } {
  if (text(form.mode) !== 'payment') return { param: 'mode', message: 'mode must be payment' };
  const success = text(form.success_url);
  if (!success || !URL.canParse(success.replace('{CHECKOUT_SESSION_ID}', 'x'))) return { param: 'success_url', message: 'Not a valid URL' };
  const items = Object.values((form.line_items ?? {}) as Nested) as Nested[];
  if (items.length === 0) return { param: 'line_items', message: 'line_items is required in payment mode' };
  const lines = [];
  let currency = '';
  for (const item of items) {
    const price = (item.price_data ?? {}) as Nested;
    const amount = Number(text(price.unit_amount));
    const quantity = Number(text(item.quantity) ?? '1');
    if (!Number.isInteger(amount) || amount < 0) return { param: 'line_items[0][price_data][unit_amount]', message: 'Invalid integer' };
    if (!/^[a-z]{3}$/.test(text(price.currency) ?? ''))
      return { param: 'line_items[0][price_data][currency]', message: 'Invalid currency' };
    currency = text(price.currency)!;
    lines.push({ name: text((price.product_data as Nested | undefined)?.name) ?? 'Item', quantity, unit_amount: amount });
  }
  const sessionId = id('cs');
  return {
    id: sessionId,
    object: 'checkout.session',
    url: `${base}/pay/${sessionId}`,
    status: 'open',
    payment_status: 'unpaid',
    mode: 'payment',
    amount_total: lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0),
    currency,
    client_reference_id: text(form.client_reference_id) ?? null,
    customer_email: text(form.customer_email) ?? null,
    metadata: Object.fromEntries(
      Object.entries((form.metadata ?? {}) as Nested).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    success_url: success,
    cancel_url: text(form.cancel_url) ?? null,
    line_items: lines,
    created: Math.floor(Date.now() / 1000),
  };
}

function payPage(session: FakeSession): string {
  const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  const name = escapeHtml(session.line_items.map((line) => line.name).join(', '));
  const button = (action: string, label: string) =>
    `<form method="post" action="/pay/${session.id}/${action}"><button type="submit">${label}</button></form>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Pay ${escapeHtml(amount)} (test mode)</title></head>` +
    `<body><main><h1>Pay ${escapeHtml(amount)}</h1><p>${name}</p><p>Test mode: no card is charged.</p>` +
    (session.status === 'open' ? `${button('confirm', 'Pay')}${button('cancel', 'Cancel')}` : `<p>This session is ${session.status}.</p>`) +
    '</main></body></html>'
  );
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byKey = new Map<string, { body: string; answer: FakeSession }>();
  const requests: FakeStripe['requests'] = [];
  const deliveries: FakeStripe['deliveries'] = [];
  let base = '';

  async function deliver(session: FakeSession): Promise<{ eventId: string; status: number }> {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: 'checkout.session.completed',
      data: { object: session },
    };
    const payload = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', options.webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    let status = 0;
    try {
      const target = typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl;
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
        body: payload,
      });
      status = answer.status;
    } catch {
      status = 0;
    }
    deliveries.push({ eventId: event.id, status });
    return { eventId: event.id, status };
  }

  async function pay(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    return deliver(session);
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string, body: string): Promise<void> {
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return stripeError(response, 401, 'Invalid API Key provided', undefined, 'invalid_request_error');
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return stripeError(response, 400, 'Invalid request: the body must be form-encoded');
      const key = text(request.headers['idempotency-key']);
      const earlier = key ? byKey.get(key) : undefined;
      if (earlier)
        return earlier.body === body
          ? json(response, 200, earlier.answer)
          : stripeError(
              response,
              400,
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              undefined,
              'idempotency_error',
            );
      const made = sessionFrom(parseStripeForm(body), base);
      if (!('id' in made)) return stripeError(response, 400, made.message, made.param);
      sessions.set(made.id, made);
      if (key) byKey.set(key, { body, answer: made });
      return json(response, 200, made);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session ? json(response, 200, session) : stripeError(response, 404, `No such checkout.session: '${retrieve[1]}'`, 'id');
    }
    return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path})`);
  }

  async function hosted(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const match = /^\/pay\/([\w]+)(?:\/(confirm|cancel))?$/.exec(path);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (!match || !session) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('No such payment page');
    if (request.method === 'GET' && !match[2])
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(payPage(session));
    if (request.method !== 'POST' || session.status !== 'open')
      return void response.writeHead(409, { 'content-type': 'text/plain' }).end('This session is not open');
    if (match[2] === 'cancel') return void response.writeHead(303, { location: session.cancel_url ?? session.success_url }).end();
    // As Stripe does, the event goes out on payment; the shopper's return is no proof of it.
    await pay(session.id);
    return void response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    void readBody(request)
      .then((body) => (path.startsWith('/v1/') ? api(request, response, path, body) : hosted(request, response, path)))
      .catch((error: unknown) =>
        stripeError(response, 500, error instanceof Error ? error.message : 'fake failure', undefined, 'api_error'),
      );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  base = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  return {
    url: base,
    sessions,
    requests,
    deliveries,
    pay,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
