/**
 * The host and its store API never answer bad input with a 5xx. Every route gets requests it
 * accepts with garbage planted at one to three fields (wrong types, control characters, numbers
 * beyond int4 and 2^53, overlong text, nested garbage), or garbage for the whole payload, and every
 * answer must be below 500. Every route that asks for an owner token is found as the host registers
 * it and must be listed here, and an owner's write it refuses must leave the store as it was. Runs
 * are bounded per route so the file stays well under a minute.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, stores, variants } from '../../server/store-api/db/schema';
import { HOST_ROUTES, OPERATOR_ROUTES, PATH_ROUTES, STORE_API_ROUTES, type FuzzContext, type FuzzRoute } from './support/fuzz-routes';
import { controlText, garbage, mutated, overlongText, queryString, type Payload } from './support/fuzz-values';
import { ownerDataFingerprint } from './support/owner-data-snapshot';
import { OWNER_ROUTES } from './support/owner-fuzz-routes';
import { OWNER_CALL_LIST } from '../../src/contracts/owner-calls';
import { startStoreApiForFile } from './support/test-server';

/** Every GET and POST route, as the host registers it: the owner calls are found among them. */
const registered: Array<{ method: 'GET' | 'POST'; path: string }> = [];
const OPERATOR_TOKEN = 'operator-token-for-the-fuzz-suite-only';
const server = startStoreApiForFile(
  {
    beforeRoutes: async (app) => {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat() as string[])
          if (method === 'GET' || method === 'POST') registered.push({ method, path: route.url });
      });
    },
  },
  { operatorTokenDigest: createHash('sha256').update(OPERATOR_TOKEN).digest('hex') },
);
const API_ROUTES = [...STORE_API_ROUTES, ...OWNER_ROUTES, ...OPERATOR_ROUTES];
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
/** FUZZ_RUNS=200 digs deeper on demand; the default keeps the file quick. */
const RUNS = Number(process.env.FUZZ_RUNS) || 25;
const context = {} as FuzzContext;

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

let addresses = 0;
/** Each request from its own address, so rate limits (a 429, also fine) seldom hide the route's own answer. */
const nextAddress = () => `10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;

async function send(
  method: 'GET' | 'POST',
  url: string,
  init: { token?: string; body?: string; type?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    'x-forwarded-for': nextAddress(),
    'user-agent': BROWSER,
    'idempotency-key': `fuzz-key.${addresses}`,
    ...init.headers,
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.type) headers['content-type'] = init.type;
  return server.host.app.inject({ method, url, headers, ...(init.body !== undefined ? { payload: init.body } : {}) });
}

const tokenOf = (route: FuzzRoute) =>
  route.auth === 'guest'
    ? context.guest
    : route.auth === 'customer'
      ? context.customer
      : route.auth === 'owner'
        ? context.owner
        : route.auth === 'operator'
          ? OPERATOR_TOKEN
          : undefined;

function request(route: FuzzRoute, payload: unknown) {
  const token = tokenOf(route);
  if (route.method === 'GET') return send('GET', `${route.path}?${queryString(payload as Payload)}`, { ...(token ? { token } : {}) });
  if (route.form)
    return send('POST', route.path, {
      body: queryString(payload as Payload),
      type: 'application/x-www-form-urlencoded',
      // A form of the host's own page: the garbage reaches the form's reader, past the origin check.
      headers: SAME_ORIGIN,
    });
  return send('POST', route.path, { ...(token ? { token } : {}), body: JSON.stringify(payload), type: 'application/json' });
}

function below500(what: string, response: { statusCode: number; body: string }, input: unknown) {
  if (response.statusCode < 500) return;
  const shown = JSON.stringify(input)?.slice(0, 400);
  throw new Error(`${what} answered ${response.statusCode} ${response.body.slice(0, 300)} to ${shown}`);
}

/** The data of a store API answer the set-up relies on. */
async function data<T>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<T> {
  const response = await send(method, url, {
    ...(token ? { token } : {}),
    ...(body !== undefined ? { body: JSON.stringify(body), type: 'application/json' } : {}),
  });
  return (response.json() as { data: T }).data;
}

beforeAll(async () => {
  const info = await data<{ webID: number; tokens: { accessToken: string; refreshToken: string } }>(
    'GET',
    '/store-api/Web/GetWebInfo?Domain=aurora',
  );
  Object.assign(context, { webID: info.webID, guest: info.tokens.accessToken, guestRefresh: info.tokens.refreshToken });
  const signUp = await data<{ tokens: { accessToken: string } }>('POST', '/store-api/Account/SignUp', context.guest, {
    Email: 'fuzz.customer@example.com',
    Password: 'Linen-Harbour-42',
    FirstName: 'Fuzz',
  });
  context.customer = signUp.tokens.accessToken;
  context.owner = (
    await data<{ ownerToken: string }>('POST', '/store-api/Owner/SignIn', undefined, {
      Store: 'atelier',
      Email: 'owner@atelier.example',
      Password: 'Studio-2026',
    })
  ).ownerToken;
  const db = server.host.database!.db;
  const [aurora] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora'));
  const [plain] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, aurora!.id), notExists(db.select().from(variants).where(eq(variants.productId, products.id)))))
    .orderBy(products.id)
    .limit(1);
  Object.assign(context, { productId: plain!.id, cartCode: `${plain!.id}_1_0_` });
  context.shippingId = (
    await data<{ shippingMethods: Array<{ id: number }> }>('GET', '/store-api/Checkout/GetCheckoutOptions', context.guest)
  ).shippingMethods[0]!.id;
  const placeOrder = STORE_API_ROUTES.find((route) => route.path.endsWith('/PlaceOrder'))!;
  const { order } = await data<{ order: { orderID: number; code: string } }>(
    'POST',
    placeOrder.path,
    context.guest,
    placeOrder.valid(context),
  );
  Object.assign(context, { orderId: order.orderID, orderCode: order.code });
  const [atelier] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'atelier'));
  ownerStoreId = atelier!.id;
});

let ownerStoreId = 0;
/** The owner's store as it was before the request about to be sent (re-read only after a write it took). */
let ownerDataBefore: string | null = null;

/** An owner's write refused with a 4xx wrote nothing: the store's owned rows are as they were. */
async function unchangedWhenRefused(route: FuzzRoute, status: number, input: unknown) {
  if (route.auth !== 'owner' || route.method !== 'POST') return;
  const db = server.host.database!.db;
  ownerDataBefore ??= await ownerDataFingerprint(db, ownerStoreId);
  const after = await ownerDataFingerprint(db, ownerStoreId);
  const before = ownerDataBefore;
  ownerDataBefore = after;
  if (status >= 400 && status < 500 && after !== before)
    throw new Error(`POST ${route.path} answered ${status} yet changed the store, to ${JSON.stringify(input)?.slice(0, 400)}`);
}

function fuzzRoutes(routes: FuzzRoute[]) {
  for (const route of routes) {
    it(`${route.method} ${route.path} ${route.auth ?? ''}`, async () => {
      const fields = route.schema && 'shape' in route.schema ? Object.keys(route.schema.shape as object) : [];
      await fc.assert(
        fc.asyncProperty(
          fc.constant(null).chain(() => mutated(route.valid(context), fields)),
          async (payload) => {
            const response = await request(route, payload);
            below500(`${route.method} ${route.path}`, response, payload);
            await unchangedWhenRefused(route, response.statusCode, payload);
          },
        ),
        { numRuns: process.env.FUZZ_RUNS ? RUNS : (route.runs ?? RUNS) },
      );
    });
  }
}

describe('store API routes: no 5xx for bad input', () => fuzzRoutes(API_ROUTES));

describe('host routes: no 5xx for bad input', () => {
  fuzzRoutes(HOST_ROUTES);

  for (const route of PATH_ROUTES) {
    it(route.name, async () => {
      const text = fc.oneof(
        controlText,
        overlongText,
        garbage.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
        fc.constant(route.valid),
      );
      await fc.assert(
        fc.asyncProperty(text, async (value) => {
          below500(route.name, await send('GET', route.url(value)), value);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('any Host header, on the routes that read it', async () => {
    const host = fc.oneof(
      controlText,
      fc.string({ maxLength: 30 }),
      fc.constantFrom('exa mple.test', '[::1', 'a:b:c', 'aurora.localhost:99999', '%', 'a/b', '@', 'ü.test'),
    );
    await fc.assert(
      fc.asyncProperty(host, fc.constantFrom('/contact', '/maintenance'), async (value, path) => {
        below500(
          `POST ${path}`,
          await send('POST', path, {
            body: 'password=x&__wx_source=contact',
            type: 'application/x-www-form-urlencoded',
            headers: { host: value, ...SAME_ORIGIN },
          }),
          value,
        );
      }),
      { numRuns: 40 },
    );
  });
});

describe('the fuzzing reached the routes', () => {
  it('every call that asks for an owner token is fuzzed as an owner', async () => {
    const fuzzed = new Set([...API_ROUTES, ...HOST_ROUTES].filter((r) => r.auth === 'owner').map((r) => `${r.method} ${r.path}`));
    const ownerCalls: string[] = [];
    for (const { method, path } of registered) {
      if (path.includes('*') || path.includes(':')) continue;
      const answer = await send(method, path, method === 'POST' ? { body: '{}', type: 'application/json' } : {});
      if (answer.statusCode === 401 && answer.body.includes('Theme Studio')) ownerCalls.push(`${method} ${path}`);
    }
    expect(ownerCalls.length).toBeGreaterThan(30);
    expect(ownerCalls.filter((call) => !fuzzed.has(call))).toEqual([]);
  });

  it('the store API serves exactly the declared owner calls under /Owner/, and every declared call (decision 79)', () => {
    const declared = OWNER_CALL_LIST.map((call) => `${call.method} /store-api${call.path}`);
    const served = registered.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(
      served.filter((route) => route.startsWith('GET /store-api/Owner/') || route.startsWith('POST /store-api/Owner/')).sort(),
    ).toEqual(declared.filter((route) => route.includes(' /store-api/Owner/')).sort());
    expect(declared.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('a valid request of each kind is accepted, so garbage is planted in requests that get past the guards', async () => {
    for (const route of [...API_ROUTES, ...HOST_ROUTES].filter((r) => r.path.includes('/Catalog/') || r.path.includes('/Cart/GetCart'))) {
      expect((await request(route, route.valid(context))).statusCode, route.path).toBe(200);
    }
  });

  it('the shipping setup accepts its valid request and answers a malformed one 400 naming the field', async () => {
    const save = API_ROUTES.find((route) => route.path.endsWith('/Owner/SaveShipping'))!;
    expect((await request(save, save.valid(context))).statusCode).toBe(200);
    const valid = save.valid(context) as { zones: Array<{ taxRate: unknown }> };
    valid.zones[0]!.taxRate = { percent: 20 };
    const refused = await request(save, valid);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { data: { errors: Array<{ field: string }> } }).data.errors.map((error) => error.field)).toEqual([
      'zones.0.taxRate',
    ]);
  });
});
