/**
 * Reviews in moderation (docs/decisions.md 90): a customer may review the products of their own
 * delivered orders; each review waits as `pending` until the owner publishes it, `hidden` takes it
 * off the store, and a customer's edit sends it back to `pending`. Only published reviews count
 * anywhere a shopper sees them: the list, the summary, the product's average and count.
 */
import { ORDER_STATUS } from '../orders/order-status';
import type { RatingSummary } from './product-reviews';

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What the owner can set: publish (approve) or hide. */
export const MODERATION_STATUSES = ['published', 'hidden'] as const satisfies readonly ReviewStatus[];

export const REVIEW_LIMITS = { title: 120, body: 4000, answer: 2000, author: 80 } as const;

/** A customer reviews what reached them: an order counts once delivered (spec's order statuses). */
export const REVIEWABLE_ORDER_STATUS = ORDER_STATUS.delivered;

export function isReviewableOrderStatus(status: string): boolean {
  return status === REVIEWABLE_ORDER_STATUS;
}

const STARS = [5, 4, 3, 2, 1] as const;

/** Average (two decimals, as `products.rating` stores it) and distribution from per-star counts; ratings outside 1-5 are ignored. */
export function summarize(counts: ReadonlyArray<{ rating: number; count: number }>): RatingSummary {
  const distribution = STARS.map((rating) => ({
    rating,
    count: counts.filter((c) => c.rating === rating).reduce((sum, c) => sum + c.count, 0),
  }));
  const total = distribution.reduce((sum, d) => sum + d.count, 0);
  const points = distribution.reduce((sum, d) => sum + d.rating * d.count, 0);
  return { average: total > 0 ? Math.round((points / total) * 100) / 100 : 0, count: total, distribution };
}

/** The summary shoppers see: the published reviews only. */
export function publishedSummary(reviews: ReadonlyArray<{ rating: number; status: ReviewStatus }>): RatingSummary {
  return summarize(reviews.filter((review) => review.status === 'published').map((review) => ({ rating: review.rating, count: 1 })));
}
