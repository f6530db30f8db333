/**
 * The HTTP orders adapter against the embedded store API: what the checkout pages rely on, end to end
 * through ky and the envelope (options, quote, buy cart, place with a key, the guest link, resume,
 * refusals as StoreApiError naming the field, unknown orders as null).
 */
import { describe, expect, it } from 'vitest';
import { HttpOrders } from '../../src/adapters/http/http-orders';
import { HttpWebInfo } from '../../src/adapters/http/http-web-info';
import { createStoreApiClient } from '../../src/adapters/http/store-api-client';
import { StoreApiError } from '../../src/application/ports/store-api-error';
import type { PlaceOrderRequest } from '../../src/application/ports/orders.port';
import { stockedPlainProduct } from './support/order-fixtures';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();

async function guestOrders(): Promise<HttpOrders> {
  const result = await new HttpWebInfo({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => null }) }).getWebInfo({
    domain: 'sakura.localhost',
    themeId: null,
  });
  if (!result.ok || !result.info.tokens) throw new Error('sakura store missing');
  const token = result.info.tokens.accessToken;
  return new HttpOrders({ client: createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => token }) });
}

const sakuraProduct = () => stockedPlainProduct(server, 'sakura', 10);

const request = (code: string, shippingId: number, overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => ({
  source: 'cart',
  cartCodes: code,
  contact: { fullName: 'Ren Matsuda', email: '', phone: '03-1234-5678' },
  shippingAddress: { line1: '1-2-3 Shibuya', line2: '', city: 'Tokyo', region: '', postalCode: '150-0002', country: 'Japan' },
  shippingMethodId: shippingId,
  paymentMethod: 'cod',
  note: '',
  customFields: [],
  discountCode: '',
  giftCardCode: '',
  ...overrides,
});

describe('HttpOrders on the embedded store API (Sakura: contact mode 4, either email or phone)', () => {
  it('quotes, places once per key, opens the order with its token and resumes it by code', async () => {
    const orders = await guestOrders();
    const productId = await sakuraProduct();
    const options = await orders.checkoutOptions();
    expect(options.contactRequirementMode).toBe(4);
    const shipping = options.shippingMethods[0]!;
    const code = `${productId}_2_0_`;
    expect((await orders.buyCart(code)).items[0]?.quantity).toBe(2);
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
    const refused = await orders
      .placeOrder(request(`${productId}_1_0_`, shipping.id, { contact: { fullName: 'Ren', email: '', phone: '' } }), 'contract-key-2')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreApiError);
    expect((refused as StoreApiError).status).toBe(400);
    expect((refused as StoreApiError).errors?.map((error) => error.field)).toEqual(['Contact.Email']);
  });
});
