/**
 * Product controller: the product page (GetProduct), its reviews (GetReviews) and the compare page
 * (GetCompareProducts). Ids are bounded to the database's integer range, so a huge number is a 400
 * naming the field rather than a database error.
 */
import type { FastifyInstance } from 'fastify';
import { REVIEWS_PAGE_SIZE } from '../../../src/domain/catalog/product-reviews';
import { callGuard } from '../platform/tenant-guard';
import type { TokenService } from '../platform/token.service';
import { errorAnswer, okAnswer, parseQuery, readRoute } from '../platform/read-route';
import type { ProductRepository } from './product.repository';
import type { ReviewRepository } from './review.repository';
import { compareQuery, productQuery, reviewsQuery } from '../../../src/contracts/catalog.contract';

export function registerProductController(
  app: FastifyInstance,
  deps: { products: ProductRepository; reviews: ReviewRepository; tokens: TokenService },
) {
  // Read-only catalogue calls: the editor frame's preview token reads them too (a template page in the studio).
  const guard = callGuard(deps.tokens, 'read', app.storeGate);

  readRoute(app, '/Catalog/GetProduct', guard, async (call) => {
    const query = parseQuery(productQuery, call.query);
    const product = await deps.products.detail(call.claims.WebID, query.ProductID);
    return product ? okAnswer(product) : errorAnswer(404, 'No such product');
  });

  readRoute(app, '/Catalog/GetReviews', guard, async (call) => {
    const query = parseQuery(reviewsQuery, call.query);
    if (!(await deps.products.isVisible(call.claims.WebID, query.ProductID))) return errorAnswer(404, 'No such product');
    return okAnswer(
      await deps.reviews.page(
        { productId: query.ProductID, sort: query.Sort, page: query.Page, ...(query.Rating ? { rating: query.Rating } : {}) },
        REVIEWS_PAGE_SIZE,
      ),
    );
  });

  // The compare page is not one the editor frame shows: a closed store's preview token is refused it (decision 71).
  readRoute(app, '/Catalog/GetCompareProducts', callGuard(deps.tokens, 'read', app.storeGate, 'gated-to-preview'), async (call) => {
    const query = parseQuery(compareQuery, call.query);
    return okAnswer(await deps.products.compare(call.claims.WebID, query.IDs));
  });
}
