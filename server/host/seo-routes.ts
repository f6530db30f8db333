/**
 * GET /robots.txt and GET /sitemap.xml per store. The store is resolved exactly as server rendering
 * resolves it (host, `?store=`, the remembered-store cookie) and read through the store API, so an
 * external store API works the same as the embedded one. Their absolute URLs are on the store's
 * primary configured domain (store-domains.ts), never on whatever Host the request named: a host
 * that is neither the store's nor the platform's gets a 404, and only an answer on the store's own
 * domain may be kept by a shared cache.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILTER_URL_KEYS } from '../../src/domain/catalog/listing-filters';
import { absoluteUrl } from '../../src/domain/seo/absolute-url';
import { storeBase, storeDomains, type StoreAddress, type StoreBase } from '../../src/domain/store/store-domains';
import { requestHost, requestStoreDomain } from '../request-store';
import { fetchStoreInfo } from './store-api-client';

export interface SeoRoutesOptions {
  storeApiUrl: string;
  backend: 'http' | 'mock';
  /** In-process fetch for the embedded store API. */
  fetch?: typeof fetch;
  /** The platform's shared hosts, the only ones where `?store=` chooses the store. */
  platformHosts: readonly string[];
}

/** Pages with no value in a search index (spec section 2's noindex pages), and the store API. */
const PRIVATE_PATHS = [
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
  '/order/',
  '/store-api/',
];
/** Listing keys that make endless combinations of one listing (spec section 2): the search, every
 * filter of the one filter table, and the display choices; `page` stays crawlable. */
const FACET_KEYS = ['kw', ...FILTER_URL_KEYS, 'sf', 'sort', 'recs', 'view'];

interface StoreInfo {
  webID: number;
  storeName: string;
  isPasswordProtected: boolean;
  siteConfig: StoreAddress;
  tokens?: { accessToken: string };
}

/** The store and the base of its URLs (with `?store=<name>` on a platform host, so links stay on that store). */
interface StoreLookup {
  base: StoreBase;
  info: StoreInfo;
}

export function robotsTxt(input: { sitemapUrl: string | null; closed: boolean }): string {
  if (input.closed) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    ...FACET_KEYS.map((key) => `Disallow: /*?*${key}=`),
    'Allow: /',
    ...(input.sitemapUrl ? ['', `Sitemap: ${input.sitemapUrl}`] : []),
    '',
  ].join('\n');
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(entries: Array<{ loc: string; lastmod: string | null }>, origin: string, storeQuery: string): string {
  const urls = entries.map((entry) => {
    const loc = escapeXml(absoluteUrl(entry.loc, origin) + storeQuery);
    return `<url><loc>${loc}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function registerSeoRoutes(app: FastifyInstance, options: SeoRoutesOptions) {
  const fetcher = options.fetch ?? fetch;
  const api = async <T>(path: string, token?: string): Promise<{ status: number; data: T | null }> => {
    const response = await fetcher(`${options.storeApiUrl}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    const body = (await response.json().catch(() => null)) as { data?: T } | null;
    return { status: response.status, data: response.ok ? (body?.data ?? null) : null };
  };

  /** The request's store, or null: no such store, or a Host that is neither the store's nor the platform's. */
  async function lookup(request: FastifyRequest): Promise<StoreLookup | null> {
    const host = requestHost(request);
    const data = await fetchStoreInfo<StoreInfo>(
      { storeApiUrl: options.storeApiUrl, storeApiFetch: fetcher },
      requestStoreDomain(request, options.platformHosts),
    );
    if (!data) return null;
    // The store API may match a host more loosely than the store's configuration (an external one):
    // the host is checked here again, so no answer is built on a name the store does not own.
    const base = storeBase({
      storeName: data.storeName,
      domains: storeDomains(data.siteConfig),
      platformHosts: options.platformHosts,
      requested: { protocol: request.protocol, host },
    });
    return base ? { base, info: data } : null;
  }

  // Only an answer on the store's own domain may be kept by a shared cache: one on a shared host
  // depends on the query or the remembered-store cookie.
  const cacheFor = (reply: FastifyReply, store: StoreLookup) =>
    reply.header('cache-control', store.base.ownDomain ? 'public, max-age=600' : 'private, no-cache');

  app.get('/robots.txt', async (request, reply) => {
    // The mock backend serves one demo store on any host, with no sitemap.
    if (options.backend === 'mock')
      return reply
        .header('cache-control', 'public, max-age=600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt({ sitemapUrl: null, closed: false }));
    const store = await lookup(request);
    if (!store) return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Unknown store\n');
    cacheFor(reply, store);
    const sitemapUrl = `${store.base.origin}/sitemap.xml${store.base.storeQuery}`;
    return reply.type('text/plain; charset=utf-8').send(robotsTxt({ sitemapUrl, closed: store.info.isPasswordProtected }));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const store = options.backend === 'mock' ? null : await lookup(request);
    // A password-protected store has no public pages; the mock backend has no sitemap call.
    if (!store?.info.tokens || store.info.isPasswordProtected)
      return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('No sitemap for this store\n');
    const { status, data } = await api<{ entries: Array<{ loc: string; lastmod: string | null }> }>(
      '/Catalog/GetSitemap',
      store.info.tokens.accessToken,
    );
    if (!data) {
      request.log.warn({ status }, 'sitemap: store API refused GetSitemap');
      return reply.code(503).header('retry-after', '60').type('text/plain').send('Sitemap unavailable, try again later\n');
    }
    cacheFor(reply, store);
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(data.entries, store.base.origin, store.base.storeQuery));
  });
}
