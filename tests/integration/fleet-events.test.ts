/**
 * Store changes reach every instance at once (docs/deploy.md): with TEST_DATABASE_URL two instances share
 * one PostgreSQL and its event bus, and a change made through A shows on B within a second (not when
 * B's caches expire); on the embedded database the one instance hears its own changes at once.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../server/store-api/platform/token.service';
import { products, stores, variants } from '../../server/store-api/db/schema';
import { startTestStoreApi, type TestStoreApi } from './support/test-server';
import { within } from './support/within';

const twoInstances = Boolean(process.env.TEST_DATABASE_URL);
let a: TestStoreApi;
let b: TestStoreApi;

beforeAll(async () => {
  a = await startTestStoreApi();
  b = twoInstances ? await startTestStoreApi({}, {}, true) : a;
}, 120_000);
afterAll(async () => {
  if (b !== a) await b?.host.close();
  await a?.host.close();
});

let address = 0;
async function call(server: TestStoreApi, path: string, auth: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = {
    headers: { 'x-forwarded-for': `198.51.100.${++address % 250}`, ...(auth ? { authorization: `Bearer ${auth}` } : {}), ...headers },
  };
  if (body !== undefined)
    Object.assign(init, { method: 'POST', body: JSON.stringify(body), headers: { ...init.headers, 'content-type': 'application/json' } });
  const response = await fetch(`${server.baseUrl}${path}`, init);
  return (await response.json()) as { status: number; data: Record<string, unknown> & { [key: string]: unknown } };
}

async function ownerToken(store: string): Promise<string> {
  const signIn = await call(a, '/Owner/SignIn', null, { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' });
  return (signIn.data as { ownerToken: string }).ownerToken;
}

const webInfo = (server: TestStoreApi, store: string) => call(server, `/Web/GetWebInfo?Domain=${store}.localhost`, null);

describe(twoInstances ? 'two instances on one PostgreSQL' : 'one instance on the embedded database', () => {
  it('a maintenance switch through A reaches the open event stream and the store flags on B', async () => {
    const streamAnswer = await fetch(`${b.origin}/api/maintenance/stream?store=sakura`);
    const reader = streamAnswer.body!.getReader();
    const received: string[] = [];
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received.push(new TextDecoder().decode(value));
      }
    })();
    await within(async () => received.join('').includes('"isMaintenance":false'));
    expect((await webInfo(b, 'sakura')).data.isMaintenance).toBe(false);

    const owner = await ownerToken('sakura');
    await call(a, '/Web/SetMaintenance', owner, { IsMaintenance: true });
    await within(async () => received.join('').includes('"isMaintenance":true'));
    await within(async () => (await webInfo(b, 'sakura')).data.isMaintenance === true);

    await call(a, '/Web/SetMaintenance', owner, { IsMaintenance: false });
    await within(async () => (await webInfo(b, 'sakura')).data.isMaintenance === false);
    await reader.cancel();
  });

  it("a theme published through A shows in B's GetWebInfo within a second", async () => {
    const owner = await ownerToken('nordic');
    const themeOn = async (server: TestStoreApi) => JSON.stringify((await webInfo(server, 'nordic')).data.themeSettings);
    const before = await themeOn(b);
    const draft = (await call(a, '/Theme/GetDraft', owner)).data as { themeData: { sections: unknown[] }; revision: number };
    const reordered = { ...draft.themeData, sections: [...draft.themeData.sections].reverse() };
    expect((await call(a, '/Theme/SaveDraft', owner, { ThemeData: reordered, Revision: draft.revision })).status).toBe(200);
    expect((await call(a, '/Theme/Publish', owner, {})).status).toBe(200);
    await within(async () => {
      const now = await themeOn(b);
      return now !== before && now === (await themeOn(a));
    });
  });

  it("units an order takes through A are gone from B's product page within a second", async () => {
    const db = a.host.database!.db;
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora'));
    const [product] = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(
        and(
          eq(products.storeId, store!.id),
          eq(products.isHidePrice, false),
          eq(products.isEnabled, true),
          notExists(db.select().from(variants).where(eq(variants.productId, products.id))),
        ),
      )
      .orderBy(products.id)
      .limit(1);
    const shopper = (await new TokenService({ secret: a.host.tokenSecret! }).issuePair({ WebID: store!.id, UserID: '0' })).accessToken;
    const stockOnB = async () => ((await call(b, `/Catalog/GetProduct?ProductID=${product!.id}`, shopper)).data as { stock: number }).stock;
    const before = await stockOnB();
    const shipping = ((await call(a, '/Checkout/GetCheckoutOptions', shopper)).data as { shippingMethods: Array<{ id: number }> })
      .shippingMethods[0]!;
    const placed = await call(
      a,
      '/Order/PlaceOrder',
      shopper,
      {
        Source: 'cart',
        CartCodes: `${product!.id}_2_0_`,
        Contact: { FullName: 'Ada Lovelace', Email: 'ada@example.com', Phone: '' },
        ShippingAddress: {
          Line1: '1 Analytical Way',
          Line2: '',
          City: 'New York',
          Region: 'NY',
          PostalCode: '10001',
          Country: 'United States',
        },
        ShippingMethodID: shipping.id,
        PaymentMethod: 'cod',
        Note: '',
        CustomFields: [{ fieldName: 'Gift wrapping', value: 'No gift wrapping' }],
      },
      { 'Idempotency-Key': `fleet-${Date.now()}` },
    );
    expect(placed.status, JSON.stringify(placed)).toBe(200);
    await within(async () => (await stockOnB()) === before - 2);
  });
});
