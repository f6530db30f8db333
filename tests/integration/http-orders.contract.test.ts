/**
 * The HTTP orders adapter against the embedded store API: what the checkout pages rely on, end to end
 * through ky and the envelope (options, quote, buy cart, place with a key, the guest link, resume,
 * refusals as StoreApiError naming the field, unknown orders as null).
 */
import { and, eq, notExists } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, stores, variants } from '../../server/store-api/db/schema';
import { HttpOrders } from '../../src/adapters/http/http-orders';
import { HttpWebInfo } from '../../src/adapters/http/http-web-info';
import { createStoreApiClient } from '../../src/adapters/http/store-api-client';
import { StoreApiError } from '../../src/application/ports/store-api-error';
import type { PlaceOrderRequest } from '../../src/application/ports/orders.port';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();

async function guestOrders(): Promise<HttpOrders> {
  const result = await new HttpWebInfo({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => null }) }).getWebInfo({ domain: 'sakura.localhost', themeId: null });
  if (!result.ok || !result.info.tokens) throw new Error('sakura store missing');
  const token = result.info.tokens.accessToken;
  return new HttpOrders({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => token }) });
}

async function sakuraProduct(): Promise<number> {
  const db = server.host.database!.db;
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'sakura'));
  const [row] = await db.select({ id: products.id }).from(products)
    .where(and(eq(products.storeId, store!.id), eq(products.isHidePrice, false), notExists(db.select().from(variants).where(eq(variants.productId, products.id)))))
    .orderBy(products.id).limit(1);
  await db.update(products).set({ stock: 10 }).where(eq(products.id, row!.id));
  return row!.id;
}

const request = (code: string, shippingId: number, overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => ({
  Source: 'cart', CartCodes: code, Contact: { FullName: 'Ren Matsuda', Email: '', Phone: '03-1234-5678' },
  ShippingAddress: { Line1: '1-2-3 Shibuya', Line2: '', City: 'Tokyo', Region: '', PostalCode: '150-0002', Country: 'Japan' },
  ShippingMethodID: shippingId, PaymentMethod: 'cod', Note: '', CustomFields: [], ...overrides,
});

describe('HttpOrders on the embedded store API (Sakura: contact mode 4, either email or phone)', () => {
  it('quotes, places once per key, opens the order with its token and resumes it by code', async () => {
    const orders = await guestOrders();
    const productId = await sakuraProduct();
    const options = await orders.checkoutOptions();
    expect(options.contactRequirementMode).toBe(4);
    const shipping = options.shippingMethods[0]!;
    const code = `${productId}_2_0_`;
    expect((await orders.buyCart(code)).items[0]?.quantity).toBe('2');
    const quote = await orders.quote(code, shipping.id);
    expect(quote.shippingMethod?.id).toBe(shipping.id);

    const first = await orders.placeOrder(request(code, shipping.id), 'contract-key-1');
    const again = await orders.placeOrder(request(code, shipping.id), 'contract-key-1');
    expect(again.order.orderID).toBe(first.order.orderID);
    expect(again.repeated).toBe(true);
    expect(first.order.totals.total).toBe(quote.totals.total);
    expect(first.order.eventId).toMatch(/^ev/);

    expect((await orders.order(first.order.orderID, first.accessToken))?.code).toBe(first.order.code);
    expect(await orders.order(first.order.orderID, 'not-the-token')).toBeNull();
    expect((await orders.orderCart(first.order.code))?.code).toBe(first.order.code);
    expect(await orders.orderCart('WX-0000000000')).toBeNull();
  });

  it('turns a refusal into a StoreApiError that names the field', async () => {
    const orders = await guestOrders();
    const productId = await sakuraProduct();
    const shipping = (await orders.checkoutOptions()).shippingMethods[0]!;
    const refused = await orders.placeOrder(request(`${productId}_1_0_`, shipping.id, { Contact: { FullName: 'Ren', Email: '', Phone: '' } }), 'contract-key-2')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreApiError);
    expect((refused as StoreApiError).status).toBe(400);
    expect((refused as StoreApiError).errors?.map((error) => error.field)).toEqual(['Contact.Email']);
  });
});
