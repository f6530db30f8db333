/**
 * GET /Catalog/GetListing (a page of a category, brand, collection, search or all-products listing
 * with its facets) and GET /Catalog/GetSitemap. Tenant from the token; every input validated, a bad
 * one is a 400 naming the field (the wire contract: src/contracts/listing.contract.ts). Reads go through a short per-store cache.
 */
import type { FastifyInstance } from 'fastify';
import { listingQuery } from '../../../src/contracts/listing.contract';
import type { ListingResult } from '../../../src/domain/catalog/listing-result';
import { callGuard } from '../platform/tenant-guard';
import type { TokenService } from '../platform/token.service';
import type { Db } from '../platform/database/client';
import { okAnswer, parseQuery, readRoute } from '../platform/read-route';
import { ListingRepository } from './listing.repository';
import { SitemapRepository, type SitemapEntry } from './sitemap.repository';
import { storeKey, TtlCache } from '../platform/ttl-cache';

const CACHE_TTL_MS = 5_000;

/** Registers the listing calls; the answer forgets a store's cached listings when its catalogue changes. */
export function registerListingController(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService; cacheTtlMs?: number },
): { forgetStore(webId?: number): void } {
  // Read-only catalogue calls: the editor frame's preview token reads them too (a template page in the studio).
  const guard = callGuard(deps.tokens, 'read', app.storeGate);
  const ttlMs = deps.cacheTtlMs ?? CACHE_TTL_MS;
  // The repository keeps each listing's totals and facets for as long, apart from sort and page.
  const listings = new ListingRepository({ db: deps.db, cacheTtlMs: ttlMs });
  const sitemaps = new SitemapRepository({ db: deps.db });
  const listingCache = new TtlCache<ListingResult>({ ttlMs, maxEntries: 2_000 });
  const sitemapCache = new TtlCache<SitemapEntry[]>({ ttlMs: ttlMs * 12, maxEntries: 200 });

  readRoute(app, '/Catalog/GetListing', guard, async (call) => {
    const { scope, request: listingRequest } = parseQuery(listingQuery, call.query);
    const webId = call.claims.WebID;
    // Keyed by the tenant first: one store's cached listing can never answer another store.
    const key = storeKey(webId, JSON.stringify([scope, listingRequest]));
    return okAnswer(await listingCache.get(key, () => listings.listing(webId, scope, listingRequest)));
  });

  // Every page of the store at once, which the editor frame never reads: not for a closed store's preview token (decision 71).
  readRoute(app, '/Catalog/GetSitemap', callGuard(deps.tokens, 'read', app.storeGate, 'gated-to-preview'), async (call) => {
    const webId = call.claims.WebID;
    return okAnswer({ entries: await sitemapCache.get(storeKey(webId, 'sitemap'), () => sitemaps.entries(webId)) });
  });
  return {
    forgetStore: (webId) => {
      listingCache.forgetStore(webId);
      listings.forgetStore(webId);
      sitemapCache.forgetStore(webId);
    },
  };
}
