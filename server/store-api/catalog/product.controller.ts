/**
 * Product controller: the product page (GetProduct), its reviews (GetReviews) and the compare page
 * (GetCompareProducts). Ids are bounded to the database's integer range, so a huge number is a 400
 * naming the field rather than a database error.
 */
import type { FastifyInstance } from 'fastify';
import { REVIEWS_PAGE_SIZE } from '../../../src/domain/catalog/product-reviews';
import { tenantGuard, webIdOf } from '../auth/tenant-guard';
import type { TokenService } from '../auth/token-service';
import { ok, parseOr400, sendError } from '../http/envelope';
import type { ProductRepository } from './product-repository';
import type { ReviewRepository } from './review-repository';
import { compareQuery, productQuery, reviewsQuery } from '../../../src/contracts/catalog.contract';

export function registerProductController(
  app: FastifyInstance,
  deps: { products: ProductRepository; reviews: ReviewRepository; tokens: TokenService },
) {
  // Read-only catalogue calls: the editor frame's preview token reads them too (a template page in the studio).
  const guard = tenantGuard(deps.tokens, 'read');

  app.get('/Catalog/GetProduct', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(productQuery, request.query, reply);
    if (!query) return reply;
    const product = await deps.products.detail(webIdOf(request), query.ProductID);
    if (!product) return sendError(reply, 404, 'No such product');
    return ok(product);
  });

  app.get('/Catalog/GetReviews', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(reviewsQuery, request.query, reply);
    if (!query) return reply;
    if (!(await deps.products.isVisible(webIdOf(request), query.ProductID))) return sendError(reply, 404, 'No such product');
    return ok(
      await deps.reviews.page(
        { productId: query.ProductID, sort: query.Sort, page: query.Page, ...(query.Rating ? { rating: query.Rating } : {}) },
        REVIEWS_PAGE_SIZE,
      ),
    );
  });

  app.get('/Catalog/GetCompareProducts', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(compareQuery, request.query, reply);
    if (!query) return reply;
    return ok(await deps.products.compare(webIdOf(request), query.IDs));
  });
}
