/** Catalog controller: the card reads home-page sections need, and the header's search suggestions. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callGuard, tenantGuard, webIdOf } from '../platform/tenant-guard';
import type { TokenService } from '../platform/token.service';
import { NO_SUGGESTIONS, suggestionWords } from '../../../src/domain/catalog/search-suggestions';
import { ok, parseOr400 } from '../http/envelope';
import { okAnswer, parseQuery, readRoute } from '../platform/read-route';
import { withAuthRateLimits } from '../platform/auth-rate-limits';
import type { CatalogRepository } from './catalog.repository';
import { getProductsQuery, listQuery, suggestQuery } from '../../../src/contracts/catalog.contract';

const SUGGEST_RATE_LIMIT = {
  max: 120,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.ip,
};

export function registerCatalogController(app: FastifyInstance, deps: { catalog: CatalogRepository; tokens: TokenService }) {
  // Search suggestions are typed into a live store's header, never in the editor frame (decision 71).
  const guard = tenantGuard(deps.tokens, 'read', 'gated-to-preview');
  const readGuard = callGuard(deps.tokens, 'read', app.storeGate);

  readRoute(app, '/Catalog/GetProducts', readGuard, async (call) => {
    const query = parseQuery(getProductsQuery, call.query);
    const source = 'Slug' in query ? { kind: query.Source, slug: query.Slug } : { kind: query.Source };
    return okAnswer(await deps.catalog.productCards(call.claims.WebID, source, query.Limit));
  });

  readRoute(app, '/Catalog/GetCategories', readGuard, async (call) => {
    const query = parseQuery(listQuery, call.query);
    return okAnswer(await deps.catalog.categoryCards(call.claims.WebID, query.Limit));
  });

  readRoute(app, '/Catalog/GetBrands', readGuard, async (call) => {
    const query = parseQuery(listQuery, call.query);
    return okAnswer(await deps.catalog.brandCards(call.claims.WebID, query.Limit));
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
