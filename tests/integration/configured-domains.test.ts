/**
 * Absolute URLs come from the store's configured domains, never from the request's Host or Origin
 * (docs/security.md): a forged Host gets no store (no page, robots or sitemap built on it, nothing a shared
 * cache keeps), and mail links stay on the store's own domain whatever Origin the caller sends.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/store-api/db/schema';
import { identityCalls } from './support/identity-calls';
import { placeAuroraOrder } from './support/order-fixtures';
import { startSsrHostForFile } from './support/ssr-host';
import { jobsSettled } from './support/queued-jobs';

const server = startSsrHostForFile();
const { call, guest, newCustomer } = identityCalls(server);
const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  server.host.app.inject({ method: 'GET', url, headers: { host, ...headers } });
const FORGED = ['aurora.evil.example', 'aurora.evil.example:3000', 'aurora.localhost.evil.example', 'evil.example'];

async function latestMailTo(email: string): Promise<string> {
  await jobsSettled(server.host.database!.db);
  const [mail] = await server.host
    .database!.db.select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /https?:\/\/\S+/u.exec(mail!.text)![0];
}

describe("a Host that is not one of the store's domains nor a platform host", () => {
  it('gets no store from GetWebInfo, so no page is built on it', async () => {
    for (const domain of ['aurora.evil.example', 'aurora.localhost.evil.example', 'aurora.']) {
      expect((await call(`/Web/GetWebInfo?Domain=${encodeURIComponent(domain)}`)).status, domain).toBe(404);
    }
    // The store's own domain, with or without www, and its name (`?store=` on a platform host) still do.
    for (const domain of ['aurora.localhost', 'www.aurora.localhost', 'aurora']) {
      expect((await call(`/Web/GetWebInfo?Domain=${domain}`)).body.data.storeName, domain).toBe('aurora');
    }
  });

  it('is sent to the not-found page instead of a storefront page', async () => {
    for (const host of FORGED) {
      const page = await get('/', host);
      expect(page.statusCode, host).toBe(302);
      expect(page.headers.location, host).toMatch(/^\/store-not-found\?ec=/);
      expect(page.body).not.toContain('aurora');
    }
    expect((await get('/', 'aurora.localhost:3000')).statusCode).toBe(200);
  });

  it('gets a 404 robots.txt and sitemap.xml, which no shared cache keeps', async () => {
    for (const host of FORGED) {
      for (const path of ['/robots.txt', '/sitemap.xml']) {
        const answer = await get(path, host);
        expect(answer.statusCode, `${host}${path}`).toBe(404);
        expect(answer.headers['cache-control'], `${host}${path}`).toBe('no-store');
        expect(answer.body).not.toContain('evil');
      }
    }
  });
});

describe('robots.txt and sitemap.xml on a configured host', () => {
  it("point at the store's primary domain (a www visit too), and only there may a shared cache keep them", async () => {
    for (const host of ['aurora.localhost:3000', 'www.aurora.localhost:3000']) {
      const robots = await get('/robots.txt', host);
      expect(robots.body, host).toContain('Sitemap: http://aurora.localhost:3000/sitemap.xml\n');
      expect(robots.headers['cache-control']).toBe('public, max-age=600');
      const sitemap = await get('/sitemap.xml', host);
      const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeGreaterThan(10);
      expect(
        locs.every((loc) => loc.startsWith('http://aurora.localhost:3000/')),
        host,
      ).toBe(true);
    }
  });

  it('on a platform host keep the platform host with ?store=, and stay private', async () => {
    const robots = await get('/robots.txt?store=aurora', 'localhost:3000');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml?store=aurora\n');
    expect(robots.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('mail links', () => {
  it("a password-reset link stays on the store's domain whatever Origin the caller forges", async () => {
    const customer = await newCustomer('aurora');
    const visitor = await guest('aurora');
    for (const origin of ['https://aurora.evil.example', 'http://aurora.localhost.evil.example:3000', 'null', 'javascript:alert(1)']) {
      await call('/Account/ForgotPassword', { token: visitor.accessToken, body: { Email: customer.email }, headers: { origin } });
      const link = new URL(await latestMailTo(customer.email));
      expect(link.hostname, origin).toBe('aurora.localhost');
      expect(link.pathname).toBe('/resetpassword');
    }
    // A platform host's Origin (development) keeps the platform host and names the store.
    await call('/Account/ForgotPassword', {
      token: visitor.accessToken,
      body: { Email: customer.email },
      headers: { origin: 'http://localhost:5173' },
    });
    const local = new URL(await latestMailTo(customer.email));
    expect(`${local.origin}${local.pathname}`).toBe('http://localhost:5173/resetpassword');
    expect(local.searchParams.get('store')).toBe('aurora');
  });

  it("an order confirmation link stays on the store's domain whatever Origin the caller forges", async () => {
    const order = await placeAuroraOrder(server, call, (await guest('aurora')).accessToken, { origin: 'https://aurora.evil.example' });
    const link = new URL(await latestMailTo('ada@example.com'));
    expect(link.hostname).toBe('aurora.localhost');
    expect(link.pathname).toBe(`/order/${order.orderID}`);
    expect(link.searchParams.get('t')).toBe(order.accessToken);
  });
});
