/** Catalog controller: the card reads home-page sections need, and the header's search suggestions. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tenantGuard, webIdOf } from '../auth/tenant-guard';
import type { TokenService } from '../auth/token-service';
import { NO_SUGGESTIONS, SUGGEST_MAX_LENGTH, suggestionWords } from '../../../src/domain/catalog/search-suggestions';
import { ok, parseOr400 } from '../http/envelope';
import { withAuthRateLimits } from '../identity/auth-rate-limits';
import type { CatalogRepository } from './catalog-repository';

const slug = z.string().trim().min(1).max(120).regex(/^[a-z0-9-]+$/, 'slug must be lower-case letters, digits and hyphens');
const limit = z.coerce.number().int().min(1).max(48).default(8);

const getProductsQuery = z.discriminatedUnion('Source', [
  z.object({ Source: z.enum(['latest', 'popular']), Limit: limit }),
  z.object({ Source: z.enum(['category', 'collection', 'brand']), Slug: slug, Limit: limit }),
], { error: 'Source must be one of latest, popular, category, collection, brand' });

const listQuery = z.object({ Limit: limit });

const SUGGEST_RATE_LIMIT = { max: 120, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => request.ip };

const suggestQuery = z.object({
  Keyword: z.string({ error: 'Keyword is required' }).max(SUGGEST_MAX_LENGTH * 2, `Keyword must be at most ${SUGGEST_MAX_LENGTH} characters`),
});

export function registerCatalogController(app: FastifyInstance, deps: { catalog: CatalogRepository; tokens: TokenService }) {
  const guard = tenantGuard(deps.tokens, 'read');

  app.get('/Catalog/GetProducts', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(getProductsQuery, request.query, reply);
    if (!query) return reply;
    const source = 'Slug' in query ? { kind: query.Source, slug: query.Slug } : { kind: query.Source };
    return ok(await deps.catalog.productCards(webIdOf(request), source, query.Limit));
  });

  app.get('/Catalog/GetCategories', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(listQuery, request.query, reply);
    if (!query) return reply;
    return ok(await deps.catalog.categoryCards(webIdOf(request), query.Limit));
  });

  app.get('/Catalog/GetBrands', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(listQuery, request.query, reply);
    if (!query) return reply;
    return ok(await deps.catalog.brandCards(webIdOf(request), query.Limit));
  });

  // A call a keystroke (debounced): 120 a minute per address is far beyond typing, well short of a scrape.
  // Too short or too long to suggest for is not an error: the header simply shows nothing.
  withAuthRateLimits(app, (scope) => {
    scope.get('/Catalog/Suggest', { preHandler: guard, config: { rateLimit: SUGGEST_RATE_LIMIT } }, async (request, reply) => {
      const query = parseOr400(suggestQuery, request.query, reply);
      if (!query) return reply;
      const words = suggestionWords(query.Keyword);
      return ok(words ? await deps.catalog.suggestions(webIdOf(request), words) : NO_SUGGESTIONS);
    });
  });
}
