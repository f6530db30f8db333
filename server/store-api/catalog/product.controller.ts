/**
 * Product controller: the product page (GetProduct), its reviews (GetReviews) and the compare page
 * (GetCompareProducts). Ids are bounded to the database's integer range, so a huge number is a 400
 * naming the field rather than a database error.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REVIEW_SORT, REVIEWS_PAGE_SIZE } from '../../../src/domain/catalog/product-reviews';
import { RATING_MAX, RATING_MIN } from '../../../src/domain/catalog/rating';
import { tenantGuard, webIdOf } from '../auth/tenant-guard';
import type { TokenService } from '../auth/token-service';
import { MAX_RECORD_ID } from '../../../src/domain/validation/record-id';
import { ok, parseOr400, sendError } from '../http/envelope';
import { recordIdParam } from '../http/input-fields';
import type { ProductRepository } from './product-repository';
import type { ReviewRepository } from './review-repository';

const MAX_COMPARE_IDS = 12;

const productQuery = z.object({ ProductID: recordIdParam('ProductID') });

const reviewsQuery = z.object({
  ProductID: recordIdParam('ProductID'),
  Sort: z.coerce.number().pipe(z.union([z.literal(REVIEW_SORT.MOST_HELPFUL), z.literal(REVIEW_SORT.MOST_RECENT)], { error: 'Sort must be 1 (Most Helpful) or 2 (Most Recent)' }))
    .default(REVIEW_SORT.MOST_HELPFUL),
  Page: z.coerce.number().int('Page must be an integer').min(1, 'Page starts at 1').max(10_000, 'Page is at most 10000').default(1),
  Rating: z.coerce.number().int().min(RATING_MIN, `Rating is ${RATING_MIN} to ${RATING_MAX}`).max(RATING_MAX, `Rating is ${RATING_MIN} to ${RATING_MAX}`).optional(),
});

const compareQuery = z.object({
  IDs: z.string().trim().max(200, 'IDs is too long')
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'IDs must be product ids separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((n) => n > 0 && n <= MAX_RECORD_ID), 'IDs must be positive product ids')
    .refine((ids) => ids.length <= MAX_COMPARE_IDS, `IDs names at most ${MAX_COMPARE_IDS} products`),
});

export function registerProductController(
  app: FastifyInstance,
  deps: { products: ProductRepository; reviews: ReviewRepository; tokens: TokenService },
) {
  const guard = tenantGuard(deps.tokens);

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
    return ok(await deps.reviews.page(
      { productId: query.ProductID, sort: query.Sort, page: query.Page, ...(query.Rating ? { rating: query.Rating } : {}) },
      REVIEWS_PAGE_SIZE,
    ));
  });

  app.get('/Catalog/GetCompareProducts', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(compareQuery, request.query, reply);
    if (!query) return reply;
    return ok(await deps.products.compare(webIdOf(request), query.IDs));
  });
}
