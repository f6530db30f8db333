/**
 * Reviews of a product as GET /Catalog/GetReviews answers them: one page of reviews in the chosen
 * sort, with the rating summary and distribution of all the product's published reviews (decision 90).
 */

/** Spec section 3's review sort: 1 Most Helpful, 2 Most Recent. */
export const REVIEW_SORT = { MOST_HELPFUL: 1, MOST_RECENT: 2 } as const;
export type ReviewSortId = (typeof REVIEW_SORT)[keyof typeof REVIEW_SORT];
export const REVIEW_SORT_LABELS: Record<ReviewSortId, string> = { 1: 'Most Helpful', 2: 'Most Recent' };
export const REVIEWS_PAGE_SIZE = 5;

export interface Review {
  reviewID: number;
  author: string;
  rating: number;
  title: string;
  body: string;
  helpfulCount: number;
  /** ISO 8601 date-time. */
  createdAt: string;
  /** The store's public answer ('' for none) and when it was given (ISO 8601, null for none). */
  answer: string;
  answeredAt: string | null;
}

export interface RatingSummary {
  average: number;
  count: number;
  /** How many reviews gave each star count, from 5 down to 1. */
  distribution: Array<{ rating: 1 | 2 | 3 | 4 | 5; count: number }>;
}

export interface ReviewPage {
  reviews: Review[];
  page: number;
  pageSize: number;
  /** Reviews matching the query (all of them, or those with the chosen star count). */
  total: number;
  totalPages: number;
  summary: RatingSummary;
}

export interface ReviewQuery {
  productId: number;
  sort: ReviewSortId;
  page: number;
  /** Only reviews with this many stars (1-5). */
  rating?: number;
}
