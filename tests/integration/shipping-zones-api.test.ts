/**
 * Shipping zones, tiers, taxes and postal codes over raw HTTP (decision 32): the quote lists only the
 * methods of the address's zone with their charges and the zone's tax; PlaceOrder refuses a method
 * of another zone naming ShippingMethodID, a country no zone covers naming the country, and a
 * postal code its country's rule refuses naming the postal code; nothing is written on a refusal.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../server/store-api/platform/token.service';
import { orders, products, stores, variants } from '../../server/store-api/db/schema';
import { startStoreApiForFile } from './support/test-server';

const tokens = new TokenService({ secret: 'integration-test-secret-integration-test-secret' });
const server = startStoreApiForFile();
const storeIds = new Map<string, number>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
const db = () => server.host.database!.db;
let keys = 0;
const token = async (store: string) => (await tokens.issuePair({ WebID: storeIds.get(store)!, UserID: '0' })).accessToken;

async function call(path: string, auth: string, body?: unknown) {
  const init: RequestInit = { headers: { authorization: `Bearer ${auth}` } };
  if (body !== undefined)
    Object.assign(init, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json', 'Idempotency-Key': `zones-${++keys}-${Date.now()}` },
    });
  const response = await fetch(`${server.baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as { message: string; data: Any } };
}

async function plainProduct(store: string, stock = 20) {
  const [row] = await db()
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeIds.get(store)!),
        eq(products.isHidePrice, false),
        notExists(db().select().from(variants).where(eq(variants.productId, products.id))),
      ),
    )
    .orderBy(products.id)
    .limit(1);
  await db().update(products).set({ stock }).where(eq(products.id, row!.id));
  return row!;
}

const orderCount = async () => (await db().select({ id: orders.id }).from(orders)).length;
const address = (country: string, postalCode: string) => ({
  Line1: '1 Way',
  Line2: '',
  City: 'Town',
  Region: '',
  PostalCode: postalCode,
  Country: country,
});
const body = (cartCode: string, shippingMethodId: number, shippingAddress: object) => ({
  Source: 'cart',
  CartCodes: cartCode,
  Contact: { FullName: 'Ada Lovelace', Email: 'ada@example.com', Phone: '' },
  ShippingAddress: shippingAddress,
  ShippingMethodID: shippingMethodId,
  PaymentMethod: 'cod',
  Note: '',
  CustomFields: [{ fieldName: 'Gift wrapping', value: 'No gift wrapping' }],
});

beforeAll(async () => {
  for (const store of await db().select({ id: stores.id, name: stores.name }).from(stores)) storeIds.set(store.name, store.id);
});

describe('shipping by zone', () => {
  it("quotes only the methods of the address's zone, with their charges and the zone's tax (Aurora: home and abroad)", async () => {
    const guest = await token('aurora');
    const product = await plainProduct('aurora');
    const home = (await call(`/Checkout/GetQuote?CartCodes=${product.id}_1_0_&Country=US`, guest)).body.data;
    expect(home.shippingMethods.map((method: Any) => method.name)).toEqual(['Standard delivery', 'Express delivery', 'Pick up in store']);
    expect(home.tax).toEqual({ rate: '8.875', included: false });
    expect(Number(home.totals.tax)).toBeGreaterThan(0);
    const abroad = (await call(`/Checkout/GetQuote?CartCodes=${product.id}_1_0_&Country=Canada`, guest)).body.data;
    expect(abroad.country).toBe('CA');
    expect(abroad.shippingMethods.map((method: Any) => method.name)).toEqual(['International tracked']);
    expect(abroad.shippingMethod.name).toBe('International tracked');
    expect(abroad.tax).toEqual({ rate: '0', included: false });
    expect(abroad.totals.tax).toBe('0.00');
    // Subtotal tiers: $25 below $100, $18 from $100 (base currency).
    expect(abroad.totals.shipping).toBe(Number(product.price) >= 100 ? (Number(product.price) >= 200 ? '12.00' : '18.00') : '25.00');
  });

  it('refuses in the quote and in PlaceOrder a method that does not ship to the country, naming ShippingMethodID', async () => {
    const guest = await token('aurora');
    const product = await plainProduct('aurora');
    const home = (await call(`/Checkout/GetQuote?CartCodes=${product.id}_1_0_&Country=US`, guest)).body.data;
    const standard = home.shippingMethods[0].id as number;
    const quoted = await call(`/Checkout/GetQuote?CartCodes=${product.id}_1_0_&Country=CA&ShippingMethodID=${standard}`, guest);
    expect(quoted.status).toBe(400);
    expect(quoted.body.data.errors).toEqual([
      { field: 'ShippingMethodID', message: 'Standard delivery does not ship to Canada: choose one of the methods offered for it' },
    ]);
    const before = await orderCount();
    const placed = await call('/Order/PlaceOrder', guest, body(`${product.id}_1_0_`, standard, address('CA', 'K1A 0B1')));
    expect(placed.status).toBe(400);
    expect(placed.body.data.errors).toEqual([
      { field: 'ShippingMethodID', message: 'Standard delivery does not ship to Canada: choose one of the methods offered for it' },
    ]);
    expect(await orderCount()).toBe(before);
    const abroad = (await call(`/Checkout/GetQuote?CartCodes=${product.id}_1_0_&Country=CA`, guest)).body.data;
    const ok = await call('/Order/PlaceOrder', guest, body(`${product.id}_1_0_`, abroad.shippingMethod.id, address('CA', 'K1A 0B1')));
    expect(ok.status).toBe(200);
    expect(ok.body.data.order.totals).toMatchObject({ shipping: abroad.totals.shipping, tax: '0.00', total: abroad.totals.total });
  });

  it('says the store does not ship to a country no zone covers (Nordic ships to Finland and Europe only)', async () => {
    const guest = await token('nordic');
    const product = await plainProduct('nordic');
    const quote = (await call(`/Checkout/GetQuote?CartCodes=${product.id}_1_0_&Country=AU`, guest)).body.data;
    expect(quote).toMatchObject({ shipsTo: false, shippingMethods: [], shippingMethod: null });
    const options = (await call('/Checkout/GetCheckoutOptions', guest)).body.data;
    expect(options.shippingZones.map((zone: Any) => zone.name)).toEqual(['Finland', 'Europe']);
    expect(options.tax).toEqual({ pricesIncludeTax: true, rounding: 'total' });
  });

  it('prices weight tiers by what the order weighs (Sakura: international express by weight)', async () => {
    const guest = await token('sakura');
    const product = await plainProduct('sakura');
    // 400 g a product: 2 weigh 800 g (first tier), 3 weigh 1,200 g (the tier from 1 kg).
    const two = (await call(`/Checkout/GetQuote?CartCodes=${product.id}_2_0_&Country=US`, guest)).body.data;
    const three = (await call(`/Checkout/GetQuote?CartCodes=${product.id}_3_0_&Country=US`, guest)).body.data;
    expect(two.totals.shipping).toBe('20.00');
    expect(three.totals.shipping).toBe('35.00');
    // Prices include Japan's consumption tax at home; abroad no tax is included.
    const home = (await call(`/Checkout/GetQuote?CartCodes=${product.id}_1_0_`, guest)).body.data;
    expect(home.tax).toEqual({ rate: '10', included: true });
    expect(Number(home.totals.total)).toBeCloseTo(Number(home.totals.subtotal) + Number(home.totals.shipping), 2);
    expect(Number(home.totals.tax)).toBeGreaterThan(0);
  });
});

describe('postal codes by country', () => {
  it.each([
    ['US', '1234', 'Postal code for United States must look like 12345 or 12345-6789'],
    ['CA', '12345', 'Postal code for Canada must look like K1A 0B1'],
  ])('refuses in %s the postal code %j with a 400 naming ShippingAddress.PostalCode, writing nothing', async (country, postal, message) => {
    const guest = await token('aurora');
    const product = await plainProduct('aurora');
    const methods = (await call(`/Checkout/GetQuote?CartCodes=${product.id}_1_0_&Country=${country}`, guest)).body.data.shippingMethods;
    const before = await orderCount();
    const placed = await call('/Order/PlaceOrder', guest, body(`${product.id}_1_0_`, methods[0].id, address(country, postal)));
    expect(placed.status).toBe(400);
    expect(placed.body.data.errors).toContainEqual({ field: 'ShippingAddress.PostalCode', message });
    expect(await orderCount()).toBe(before);
  });

  it('lets an address in a country without postal codes leave it empty (Aurora to Hong Kong)', async () => {
    const guest = await token('aurora');
    const product = await plainProduct('aurora');
    const methods = (await call(`/Checkout/GetQuote?CartCodes=${product.id}_1_0_&Country=HK`, guest)).body.data.shippingMethods;
    const placed = await call('/Order/PlaceOrder', guest, body(`${product.id}_1_0_`, methods[0].id, address('HK', '')));
    expect(placed.status).toBe(200);
    expect(placed.body.data.order.shippingAddress.country).toBe('Hong Kong SAR China');
  });
});
