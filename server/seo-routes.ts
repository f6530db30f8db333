/**
 * GET /robots.txt and GET /sitemap.xml per store. The store is resolved exactly as server rendering
 * resolves it (host, `?store=`, the remembered-store cookie) and read through the store API, so an
 * external store API works the same as the embedded one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { absoluteUrl } from '../src/domain/seo/absolute-url';
import { isValidStoreName, normalizeHost, resolveStoreDomain } from '../src/domain/store/store-resolution';
import { REMEMBERED_STORE_COOKIE } from './ssr/ssr-handler';

export interface SeoRoutesOptions {
  storeApiUrl: string;
  backend: 'http' | 'mock';
  /** In-process fetch for the embedded store API. */
  fetch?: typeof fetch;
  /** The platform's shared hosts, the only ones where `?store=` chooses the store. */
  platformHosts: readonly string[];
}

/** Pages with no value in a search index (spec section 2's noindex pages), and the store API. */
const PRIVATE_PATHS = ['/cart', '/checkout', '/account', '/wishlist', '/orderlist', '/orderdetail', '/changepassword', '/editor', '/preview', '/compare', '/order/', '/store-api/'];
/** Listing keys that make endless combinations of one listing (spec section 2); `page` stays crawlable. */
const FACET_KEYS = ['kw', 'br', 'pr', 'sf', 'sort', 'recs', 'view', 'av'];

interface StoreLookup {
  origin: string;
  /** `?store=<name>` when the store was chosen by the query, so sitemap links stay on that store. */
  storeQuery: string;
  info: { webID: number; isPasswordProtected: boolean; tokens?: { accessToken: string } } | null;
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
    return { status: response.status, data: response.ok ? body?.data ?? null : null };
  };

  async function lookup(request: FastifyRequest): Promise<StoreLookup> {
    const host = request.headers.host ?? 'localhost';
    const queryStore = typeof (request.query as Record<string, unknown>).store === 'string' ? String((request.query as Record<string, string>).store).toLowerCase() : null;
    const chosen = queryStore && isValidStoreName(queryStore) ? queryStore : null;
    const domain = resolveStoreDomain({ host, queryStore: chosen, rememberedStore: request.cookies?.[REMEMBERED_STORE_COOKIE] ?? null, platformHosts: options.platformHosts });
    const origin = `${request.protocol}://${request.host || host}`;
    const storeQuery = domain === normalizeHost(host) ? '' : `?store=${encodeURIComponent(domain)}`;
    if (options.backend === 'mock') return { origin, storeQuery, info: null };
    const { data } = await api<StoreLookup['info']>(`/Web/GetWebInfo?Domain=${encodeURIComponent(domain)}`);
    return { origin, storeQuery, info: data?.webID ? data : null };
  }

  // A store picked by cookie or query is not what a shared cache should key on.
  const cacheFor = (reply: FastifyReply, store: StoreLookup) =>
    reply.header('cache-control', store.storeQuery ? 'private, no-cache' : 'public, max-age=600');

  app.get('/robots.txt', async (request, reply) => {
    const store = await lookup(request);
    if (!store.info && options.backend !== 'mock') return reply.code(404).type('text/plain').send('Unknown store\n');
    const sitemapUrl = store.info ? `${store.origin}/sitemap.xml${store.storeQuery}` : null;
    cacheFor(reply, store);
    return reply.type('text/plain; charset=utf-8').send(robotsTxt({ sitemapUrl, closed: store.info?.isPasswordProtected ?? false }));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const store = await lookup(request);
    // A password-protected store has no public pages; the mock backend has no sitemap call.
    if (!store.info?.tokens || store.info.isPasswordProtected) return reply.code(404).type('text/plain').send('No sitemap for this store\n');
    const { status, data } = await api<{ entries: Array<{ loc: string; lastmod: string | null }> }>('/Catalog/GetSitemap', store.info.tokens.accessToken);
    if (!data) {
      request.log.warn({ status }, 'sitemap: store API refused GetSitemap');
      return reply.code(503).header('retry-after', '60').type('text/plain').send('Sitemap unavailable, try again later\n');
    }
    cacheFor(reply, store);
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(data.entries, store.origin, store.storeQuery));
  });
}
