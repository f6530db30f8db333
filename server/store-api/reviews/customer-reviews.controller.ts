/**
 * The customer's review calls (decision 90): POST /Account/WriteReview and GET /Account/GetMyReviews,
 * for the signed-in customer of the token's store only. A product of another store is a 404 like an
 * unknown one; a product the customer has not received (no delivered order of theirs holds it) is a
 * 403. Writes are limited per customer and per store (REVIEW_WRITE_LIMIT).
 */
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_REVIEW_CALLS } from '../../../src/contracts/reviews.contract';
import { customerGuard, customerOf } from '../identity/customer-guard';
import type { Db } from '../platform/database/client';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { answered, callRegistrar, refused } from '../platform/register-call';
import type { TokenService } from '../platform/token.service';
import { myReviews, writeReview } from './customer-reviews.repository';

export interface CustomerReviewsDeps {
  db: Db;
  tokens: TokenService;
  ownerTokens: OwnerTokenService;
  /** A published review left the store (an edit sends it back to pending): cached ratings must go. */
  onReviewsChanged: (webID: number) => Promise<void>;
}

export function registerCustomerReviewsController(app: FastifyInstance, deps: CustomerReviewsDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.ownerTokens, customer: customerGuard(deps.tokens) });

  register(CUSTOMER_REVIEW_CALLS.writeReview, async (body, { request }) => {
    const who = customerOf(request);
    const result = await writeReview(deps.db, who, body);
    if (!result.ok) return refused(result.status, result.message, [{ field: result.field, message: result.message }]);
    await deps.onReviewsChanged(who.storeId);
    return answered({ review: result.review }, 'Thank you! Your review will appear once the store has approved it.');
  });

  register(CUSTOMER_REVIEW_CALLS.myReviews, async (_query, { request }) => ({ reviews: await myReviews(deps.db, customerOf(request)) }));
}
