/**
 * GET /Catalog/GetListing (a page of a category, brand, collection, search or all-products listing
 * with its facets) and GET /Catalog/GetSitemap. Tenant from the token; every input validated, a bad
 * one is a 400 naming the field. Reads go through a short per-store cache.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BRAND_SLUG, MAX_BRANDS, MAX_KEYWORD_LENGTH, MAX_PRICE } from '../../../src/domain/catalog/listing-params';
import { MAX_PAGE, type ListingSort } from '../../../src/domain/catalog/listing-query';
import type { ListingResult, ListingScopeRef } from '../../../src/domain/catalog/listing-result';
import { tenantGuard, webIdOf } from '../auth/tenant-guard';
import type { TokenService } from '../auth/token-service';
import type { Db } from '../db/client';
import { ok, parseOr400 } from '../http/envelope';
import { recordIdParam } from '../../../src/contracts/input-fields.contract';
import { ListingRepository } from './listing-repository';
import { SitemapRepository, type SitemapEntry } from './sitemap-repository';
import { storeKey, TtlCache } from '../cache/ttl-cache';

const csv = <T extends z.ZodType<string, string>>(item: T, max: number, name: string) => z.string().max(2000)
  .transform((value) => [...new Set(value.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean))])
  .pipe(z.array(item).max(max, `${name}: at most ${max}`));

const price = z.coerce.number().nonnegative().max(MAX_PRICE);
// PostgreSQL text cannot hold NUL, and no shopper types control characters: they become spaces.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const keyword = z.string().max(MAX_KEYWORD_LENGTH * 4, `Keyword is at most ${MAX_KEYWORD_LENGTH} characters`).transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(MAX_KEYWORD_LENGTH, `Keyword is at most ${MAX_KEYWORD_LENGTH} characters`));

const listingQuery = z.object({
  Scope: z.enum(['all', 'search', 'category', 'brand', 'collection']),
  ScopeID: recordIdParam('ScopeID').optional(),
  Keyword: keyword.default(''),
  Fields: csv(z.enum(['name', 'description', 'sku']), 3, 'Fields').default(['name']),
  Brands: csv(z.string().regex(BRAND_SLUG, 'brand slugs are lower-case letters, digits and hyphens'), MAX_BRANDS, 'Brands').default([]),
  PriceMin: price.optional(),
  PriceMax: price.optional(),
  InStock: z.enum(['0', '1', 'true', 'false']).default('0').transform((value) => value === '1' || value === 'true'),
  Sort: z.coerce.number().int().min(1).max(8).default(1),
  Page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  PageSize: z.coerce.number().int().min(1).max(48).default(24),
}).superRefine((query, context) => {
  if (query.Scope !== 'all' && query.Scope !== 'search' && query.ScopeID === undefined) {
    context.addIssue({ code: 'custom', path: ['ScopeID'], message: `ScopeID is required for Scope ${query.Scope}` });
  }
  if (query.PriceMin !== undefined && query.PriceMax !== undefined && query.PriceMin > query.PriceMax) {
    context.addIssue({ code: 'custom', path: ['PriceMin'], message: 'PriceMin must not exceed PriceMax' });
  }
});

const CACHE_TTL_MS = 5_000;

/** Registers the listing calls; the answer forgets a store's cached listings when its catalogue changes. */
export function registerListingController(app: FastifyInstance, deps: { db: Db; tokens: TokenService; cacheTtlMs?: number }): { forgetStore(webId?: number): void } {
  const guard = tenantGuard(deps.tokens);
  const ttlMs = deps.cacheTtlMs ?? CACHE_TTL_MS;
  // The repository keeps each listing's totals and facets for as long, apart from sort and page.
  const listings = new ListingRepository({ db: deps.db, cacheTtlMs: ttlMs });
  const sitemaps = new SitemapRepository({ db: deps.db });
  const listingCache = new TtlCache<ListingResult>({ ttlMs, maxEntries: 2_000 });
  const sitemapCache = new TtlCache<SitemapEntry[]>({ ttlMs: ttlMs * 12, maxEntries: 200 });

  app.get('/Catalog/GetListing', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(listingQuery, request.query, reply);
    if (!query) return reply;
    const webId = webIdOf(request);
    const scope: ListingScopeRef = query.Scope === 'all' || query.Scope === 'search' ? { kind: query.Scope } : { kind: query.Scope, id: query.ScopeID! };
    const listingRequest = {
      keyword: query.Keyword, fields: query.Fields, brands: [...query.Brands].sort(),
      priceMin: query.PriceMin ?? null, priceMax: query.PriceMax ?? null, inStock: query.InStock,
      sort: query.Sort as ListingSort, page: query.Page, pageSize: query.PageSize,
    };
    // Keyed by the tenant first: one store's cached listing can never answer another store.
    const key = storeKey(webId, JSON.stringify([scope, listingRequest]));
    return ok(await listingCache.get(key, () => listings.listing(webId, scope, listingRequest)));
  });

  app.get('/Catalog/GetSitemap', { preHandler: guard }, async (request) => {
    const webId = webIdOf(request);
    return ok({ entries: await sitemapCache.get(storeKey(webId, 'sitemap'), () => sitemaps.entries(webId)) });
  });
  return {
    forgetStore: (webId) => {
      listingCache.forgetStore(webId);
      listings.forgetStore(webId);
      sitemapCache.forgetStore(webId);
    },
  };
}
