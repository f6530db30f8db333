/**
 * Statuses of storefront pages, rendered by the real server entry over the embedded
 * store API: an unknown order's page answers 404, and a crawler on a closed store gets 503 with
 * Retry-After where a shopper is sent to the maintenance page.
 */
import { describe, expect, it } from 'vitest';
import { identityCalls } from './support/identity-calls';
import { placeAuroraOrder } from './support/order-fixtures';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const { call, guest } = identityCalls(server);

const SHOPPER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const page = (store: string, path: string, userAgent = SHOPPER) =>
  server.host.app.inject({ method: 'GET', url: path, headers: { host: `${store}.localhost:3000`, 'user-agent': userAgent } });
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null;

describe('an order page', () => {
  it('answers 404 for an order that does not exist, an id that is no id, and a wrong link token; 200 for the order with its link', async () => {
    const order = await placeAuroraOrder(server, call, (await guest('aurora')).accessToken);
    const own = await page('aurora', `/order/${order.orderID}?t=${order.accessToken}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(order.code);

    for (const path of [
      '/order/99999999',
      '/order/abc',
      '/order/0',
      `/order/${order.orderID}?t=not-the-token`,
      `/order/${order.orderID}`,
    ]) {
      const answer = await page('aurora', path);
      expect(answer.statusCode, path).toBe(404);
      expect(title(answer.body), path).toBe('Order | Aurora Boutique');
      expect(answer.body, path).not.toContain(order.code);
    }
  });
});

describe('a closed store', () => {
  it('sends a shopper to /maintenance (302) and answers a crawler 503 with Retry-After, in maintenance and behind a password', async () => {
    for (const store of ['atelier', 'vault']) {
      const shopper = await page(store, '/');
      expect(shopper.statusCode, store).toBe(302);
      expect(shopper.headers.location, store).toBe('/maintenance');

      for (const path of ['/', '/some-product', '/cart']) {
        const crawler = await page(store, path, GOOGLEBOT);
        expect(crawler.statusCode, `${store}${path}`).toBe(503);
        expect(crawler.headers['retry-after'], `${store}${path}`).toBe('3600');
        expect(crawler.headers.location, `${store}${path}`).toBeUndefined();
        expect(crawler.body).toBe('');
      }
    }
  });

  it("leaves an open store's pages to a crawler as they are", async () => {
    const home = await page('aurora', '/', GOOGLEBOT);
    expect(home.statusCode).toBe(200);
    expect(home.headers['retry-after']).toBeUndefined();
  });
});
