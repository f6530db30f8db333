/**
 * A guest's order link (`/order/{id}?t=...`) and paying an unpaid order another way (docs/security.md):
 * the page is noindex in its meta and its headers, sends no Referer, runs none of the owner's
 * tags; PayOrder needs the order's link token or the signed-in customer whose order it is, never
 * the order code alone. Pages are rendered by the real server entry over the embedded store API.
 */
import { describe, expect, it } from 'vitest';
import { planOwnerScripts } from '../../src/domain/tracking/owner-scripts';
import type { SiteSettings } from '../../src/domain/store/web-info';
import { identityCalls, type Any } from './support/identity-calls';
import { placeAuroraOrder } from './support/order-fixtures';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const { call, guest, newCustomer } = identityCalls(server);

const placeUnpaid = (token: string) => placeAuroraOrder(server, call, token);

// A shopper's browser: an unknown order's page is a 404, which a client without a user agent (a bot) gets empty.
const page = (path: string) =>
  server.host.app.inject({
    method: 'GET',
    url: path,
    headers: { host: 'aurora.localhost:3000', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36' },
  });
const meta = (html: string, name: string) => html.match(new RegExp(`<meta name="${name}" content="([^"]*)">`))?.[1] ?? null;

describe('a guest order page /order/{id}?t=...', () => {
  it('is noindex in its meta and its X-Robots-Tag, and sends no Referer', async () => {
    const order = await placeUnpaid((await guest('aurora')).accessToken);
    const response = await page(`/order/${order.orderID}?t=${order.accessToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(meta(response.body, 'robots')).toBe('noindex, nofollow');
    expect(meta(response.body, 'referrer')).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');

    // Paying another way carries the secret too: the same rules.
    const resume = await page(`/checkout/oc/${order.code}?t=${order.accessToken}`);
    expect(resume.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(meta(resume.body, 'referrer')).toBe('no-referrer');
  });

  it("without a secret in the address is still noindex (one shopper's order), but needs no other rule", async () => {
    const response = await page('/order/1');
    expect(meta(response.body, 'robots')).toBe('noindex, nofollow');
    expect(meta(response.body, 'referrer')).toBeNull();
    expect(response.headers['x-robots-tag']).toBeUndefined();
    // An ordinary page keeps its spec'd robots and referrer.
    const home = await page('/');
    expect(meta(home.body, 'robots')).toBe('index, follow');
    expect(meta(home.body, 'referrer')).toBeNull();
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  it("runs none of the owner's tags the store has set, which every other page gets", async () => {
    const info = (await call('/Web/GetWebInfo?Domain=aurora')).body.data as { siteSettings: SiteSettings };
    const scripts = { ...info.siteSettings.scripts, gA4ID: 'G-TEST123', customScript: '<script>window.ownerHello=1</script>' };
    expect(planOwnerScripts(scripts, { pathname: '/', search: '', builder: false }).tags.length).toBeGreaterThan(0);
    expect(planOwnerScripts(scripts, { pathname: '/order/12', search: '?t=secret', builder: false }).tags).toEqual([]);
    expect(planOwnerScripts(scripts, { pathname: '/checkout/oc/WX-0000000000', search: '?t=secret', builder: false }).tags).toEqual([]);
    const response = await page('/order/12?t=secret');
    expect(response.body).not.toContain('googletagmanager');
  });
});

describe("PayOrder: switching an unpaid order's payment needs more than its code", () => {
  it("refuses the code alone and a wrong token (403 naming Token), and takes the order's link token", async () => {
    const order = await placeUnpaid((await guest('aurora')).accessToken);
    const stranger = (await guest('aurora')).accessToken;
    const codeOnly = await call('/Order/PayOrder', { token: stranger, body: { OrderCode: order.code, PaymentMethod: 'cod' } });
    expect(codeOnly.status).toBe(403);
    expect(codeOnly.body.data.errors.map((error: Any) => error.field)).toEqual(['Token']);
    expect(
      (await call('/Order/PayOrder', { token: stranger, body: { OrderCode: order.code, PaymentMethod: 'cod', Token: 'not-the-token' } }))
        .status,
    ).toBe(403);
    // The order is untouched by the refusals.
    const untouched = await call(`/Order/GetOrder?OrderID=${order.orderID}&Token=${order.accessToken}`, { token: stranger });
    expect(untouched.body.data.paymentMethod).toBe('bank_transfer');

    const paid = await call('/Order/PayOrder', {
      token: stranger,
      body: { OrderCode: order.code, PaymentMethod: 'cod', Token: order.accessToken },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.order.paymentMethod).toBe('cod');
  });

  it('lets the signed-in customer who placed the order switch it without the token, and no other customer', async () => {
    const owner = await newCustomer('aurora');
    const order = await placeUnpaid(owner.accessToken);
    const other = await newCustomer('aurora');
    expect(
      (await call('/Order/PayOrder', { token: other.accessToken, body: { OrderCode: order.code, PaymentMethod: 'cod' } })).status,
    ).toBe(403);
    const paid = await call('/Order/PayOrder', { token: owner.accessToken, body: { OrderCode: order.code, PaymentMethod: 'cod' } });
    expect(paid.status).toBe(200);
    expect(paid.body.data.order.status).toBe('Confirmed');
  });

  it("never lets another store's token use the link token", async () => {
    const order = await placeUnpaid((await guest('aurora')).accessToken);
    const sakura = (await guest('sakura')).accessToken;
    expect(
      (await call('/Order/PayOrder', { token: sakura, body: { OrderCode: order.code, PaymentMethod: 'cod', Token: order.accessToken } }))
        .status,
    ).toBe(404);
  });
});
