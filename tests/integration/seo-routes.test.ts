/** robots.txt and sitemap.xml per store, served by the host's SEO routes over the store API. */
import { DEFAULT_PLATFORM_HOSTS } from '../../src/domain/store/store-resolution';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSeoRoutes } from '../../server/host/seo-routes';
import { startTestStoreApi } from './support/test-server';

let server: Awaited<ReturnType<typeof startTestStoreApi>>;
let web: FastifyInstance;
beforeAll(async () => {
  server = await startTestStoreApi();
  web = Fastify({ trustProxy: true });
  await web.register(fastifyCookie);
  // Over real HTTP, as with an external store API (STORE_API_URL).
  registerSeoRoutes(web, { storeApiUrl: server.baseUrl, backend: 'http', platformHosts: DEFAULT_PLATFORM_HOSTS });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await server?.host.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers: { host: 'aurora.localhost:3000', ...headers } });

describe('robots.txt', () => {
  it("keeps crawlers out of private pages and faceted listings and names the store's sitemap", async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    for (const path of [
      '/cart',
      '/checkout',
      '/account',
      '/wishlist',
      '/orderlist',
      '/orderdetail',
      '/changepassword',
      '/editor',
      '/preview',
      '/compare',
    ]) {
      expect(response.body).toContain(`Disallow: ${path}\n`);
    }
    for (const key of ['br', 'pr', 'sort', 'kw', 'av']) expect(response.body).toContain(`Disallow: /*?*${key}=\n`);
    expect(response.body).not.toContain('page=');
    expect(response.body).toContain('Sitemap: http://aurora.localhost:3000/sitemap.xml\n');
  });

  it("follows the proxy's scheme, keeps a store chosen by query, closes a password-protected store and refuses an unknown one", async () => {
    expect((await get('/robots.txt', { 'x-forwarded-proto': 'https' })).body).toContain(
      'Sitemap: https://aurora.localhost:3000/sitemap.xml',
    );
    expect((await get('/robots.txt?store=nordic', { host: 'localhost:3000' })).body).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml?store=nordic',
    );
    // On a store's own domain ?store= chooses nothing: the store stays the host's.
    expect((await get('/robots.txt?store=nordic', { host: 'aurora.localhost:3000' })).body).toContain(
      'Sitemap: http://aurora.localhost:3000/sitemap.xml\n',
    );
    expect((await get('/robots.txt', { host: 'vault.localhost:3000' })).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await get('/robots.txt', { host: 'nobody.localhost:3000' })).statusCode).toBe(404);
  });
});

describe('sitemap.xml', () => {
  it("lists the store's home, listings, products and custom pages as absolute URLs", async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs[0]).toBe('http://aurora.localhost:3000/');
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://aurora.localhost:3000/shop',
        'http://aurora.localhost:3000/dresses',
        'http://aurora.localhost:3000/collections',
      ]),
    );
    expect(locs.length).toBeGreaterThan(80);
    expect(locs.every((loc) => loc!.startsWith('http://aurora.localhost:3000/'))).toBe(true);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('keeps ?store= on every URL of a store chosen by query, and has none for closed or unknown stores', async () => {
    const nordic = await get('/sitemap.xml?store=nordic', { host: 'localhost:3000' });
    expect(nordic.body).toContain('<loc>http://localhost:3000/sofas?store=nordic</loc>');
    expect(nordic.headers['cache-control']).toBe('private, no-cache');
    expect((await get('/sitemap.xml', { host: 'vault.localhost:3000' })).statusCode).toBe(404);
    expect((await get('/sitemap.xml', { host: 'nobody.localhost:3000' })).statusCode).toBe(404);
  });
});
