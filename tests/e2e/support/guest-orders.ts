/**
 * Guest orders on Sakura placed through the store API, for the specs that watch the studio handle them
 * (back-office.spec.ts, studio-staff.spec.ts): a product in stock that no other spec buys, its cart
 * code from its page, and the order placed with it.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT, storeUrl } from './store-urls';

export const API = `http://localhost:${E2E_PORT}/store-api`;
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
/** Sakura products no other spec buys: the camera is checkout.spec's. */
const TAKEN = new Set(['/mirai-m10-instant-camera']);

export async function guestAuth(request: APIRequestContext) {
  const info = await (await request.get(`${API}/Web/GetWebInfo?Domain=sakura.localhost`)).json();
  return { authorization: `Bearer ${info.data.tokens.accessToken as string}` };
}

/** A Sakura product page in stock, the nth from the end of the listing (each test its own). */
export async function sakuraProduct(request: APIRequestContext, nth: number): Promise<string> {
  const listing = await (
    await request.get(`${API}/Catalog/GetListing?Scope=all&InStock=1&PageSize=48`, { headers: await guestAuth(request) })
  ).json();
  const urls = (listing.data.products as Array<{ productURL: string; isHidePrice: boolean }>)
    .filter((card) => !card.isHidePrice && !TAKEN.has(card.productURL))
    .map((card) => card.productURL);
  return urls[urls.length - 1 - nth]!;
}

export const quantityLimit = async (page: Page) => Number(await page.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('max'));

export async function cartCodeOf(page: Page, productURL: string): Promise<{ code: string; stock: number }> {
  await page.goto(storeUrl('sakura', productURL));
  const code = (await page.getByRole('form', { name: 'Buy this product' }).getAttribute('data-cart-code'))!;
  return { code, stock: await quantityLimit(page) };
}

export async function placeGuestOrder(request: APIRequestContext, cartCode: string, payment: 'cod' | 'bank_transfer', email: string) {
  const auth = await guestAuth(request);
  const options = await (await request.get(`${API}/Checkout/GetCheckoutOptions`, { headers: auth })).json();
  const placed = await request.post(`${API}/Order/PlaceOrder`, {
    headers: { ...auth, 'Idempotency-Key': `e2e-guest-order-${unique()}` },
    data: {
      Source: 'buynow',
      CartCode: cartCode,
      Contact: { FullName: 'Hana Sato', Email: email, Phone: '' },
      ShippingAddress: { Line1: '1-2-3 Shibuya', City: 'Tokyo', PostalCode: '150-0002', Country: 'Japan' },
      ShippingMethodID: options.data.shippingMethods[0].id,
      PaymentMethod: payment,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const body = await placed.json();
  return { orderID: body.data.order.orderID as number, code: body.data.order.code as string, orderUrl: body.data.orderUrl as string };
}
