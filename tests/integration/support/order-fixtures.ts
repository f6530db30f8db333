/** What order tests buy and place: a stocked product without variants, and an unpaid Aurora order. */
import { and, eq, notExists } from 'drizzle-orm';
import { products, stores, variants } from '../../../server/store-api/db/schema';
import type { Answer } from './identity-calls';
import type { TestStoreApi } from './test-server';

/** The store's first product without variants or hidden price, given a known stock. */
export async function stockedPlainProduct(server: TestStoreApi, store: string, stock: number): Promise<number> {
  const db = server.host.database!.db;
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, store));
  const [plain] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.storeId, row!.id),
        eq(products.isHidePrice, false),
        notExists(db.select().from(variants).where(eq(variants.productId, products.id))),
      ),
    )
    .orderBy(products.id)
    .limit(1);
  await db.update(products).set({ stock }).where(eq(products.id, plain!.id));
  return plain!.id;
}

type Call = (path: string, init?: { token?: string | null; body?: unknown; headers?: Record<string, string> }) => Promise<Answer>;

/** What PlaceOrder is sent for one unit of Aurora's stocked product, to New York, paid by `paymentMethod`, with `extra` fields (a GiftCardCode). */
export async function auroraOrderBody(
  server: TestStoreApi,
  call: Call,
  token: string,
  paymentMethod = 'bank_transfer',
  extra: Record<string, unknown> = {},
) {
  const product = await stockedPlainProduct(server, 'aurora', 50);
  const shipping = (await call('/Checkout/GetCheckoutOptions', { token })).body.data.shippingMethods[0].id as number;
  return {
    Source: 'cart',
    CartCodes: `${product}_1_0_`,
    Contact: { FullName: 'Ada Lovelace', Email: 'ada@example.com', Phone: '' },
    ShippingAddress: {
      Line1: '1 Analytical Way',
      Line2: '',
      City: 'New York',
      Region: 'NY',
      PostalCode: '10001',
      Country: 'United States',
    },
    ShippingMethodID: shipping,
    PaymentMethod: paymentMethod,
    Note: '',
    CustomFields: [{ fieldName: 'Gift wrapping', value: 'No gift wrapping' }],
    ...extra,
  };
}

export const fixtureOrderKey = () => `fixture-order-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A bank-transfer (or `paymentMethod`) order of Aurora, still waiting for its payment, placed by `token`'s holder with `headers` (an Origin). */
export async function placeAuroraOrder(
  server: TestStoreApi,
  call: Call,
  token: string,
  headers: Record<string, string> = {},
  paymentMethod = 'bank_transfer',
): Promise<{ orderID: number; code: string; accessToken: string }> {
  const placed = await call('/Order/PlaceOrder', {
    token,
    headers: { 'idempotency-key': fixtureOrderKey(), ...headers },
    body: await auroraOrderBody(server, call, token, paymentMethod),
  });
  if (placed.status !== 200) throw new Error(`PlaceOrder answered ${placed.status}: ${placed.body.message}`);
  return { orderID: placed.body.data.order.orderID, code: placed.body.data.order.code, accessToken: placed.body.data.accessToken };
}
