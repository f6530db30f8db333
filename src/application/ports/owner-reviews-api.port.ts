/**
 * The owner's review moderation as the studio's Reviews page uses it (docs/back-office.md "Reviews",
 * decision 90): the queue with its filters, publishing or hiding, the store's public answer and
 * deleting. Every answer carries the store's count per status (the pending count beside the page's link).
 */
import type { ReviewStatus } from '../../domain/catalog/review-moderation';
import type { OwnerReview, ReviewCounts } from '../../domain/catalog/review-records';
import type { StudioResult } from './studio-api.port';

export type { OwnerReview, ReviewCounts } from '../../domain/catalog/review-records';

/** The queue's tabs: one status, or every review (pending first). */
export type ReviewFilter = ReviewStatus | 'all';

/** The queue's filters; text left empty and a null rating filter nothing, days are YYYY-MM-DD. */
export interface ReviewFilters {
  status: ReviewFilter;
  search: string;
  product: string;
  customer: string;
  rating: number | null;
  from: string;
  to: string;
  page: number;
}

export interface ReviewPage {
  reviews: OwnerReview[];
  total: number;
  page: number;
  pageSize: number;
  counts: ReviewCounts;
}

export type ReviewChange = StudioResult<{ review: OwnerReview; counts: ReviewCounts }>;

export interface ReviewsApi {
  reviews(filters: ReviewFilters): Promise<StudioResult<ReviewPage>>;
  /** Publishes (shoppers see it, it counts in the rating) or hides the review. */
  moderate(reviewID: number, status: 'published' | 'hidden'): Promise<ReviewChange>;
  /** The store's public answer under the review; '' removes it. */
  answer(reviewID: number, answer: string): Promise<ReviewChange>;
  remove(reviewID: number): Promise<StudioResult<{ counts: ReviewCounts }>>;
  /** How many reviews each status holds. */
  counts(): Promise<StudioResult<ReviewCounts>>;
}
