/** Catalog controller: the card reads home-page sections need, and the header's search suggestions. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tenantGuard, webIdOf } from '../auth/tenant-guard';
import type { TokenService } from '../auth/token-service';
import { NO_SUGGESTIONS, suggestionWords } from '../../../src/domain/catalog/search-suggestions';
import { ok, parseOr400 } from '../http/envelope';
import { withAuthRateLimits } from '../identity/auth-rate-limits';
import type { CatalogRepository } from './catalog-repository';
import { getProductsQuery, listQuery, suggestQuery } from '../../../src/contracts/catalog.contract';

const SUGGEST_RATE_LIMIT = {
  max: 120,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.ip,
};

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
