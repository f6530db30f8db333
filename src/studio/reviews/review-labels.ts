/** How the Reviews page names a review's status, its stars and its customer. */
import type { OwnerReview, ReviewFilter } from '../../application/ports/owner-reviews-api.port';
import { RATING_LABELS } from '../../domain/catalog/rating';
import type { ReviewStatus } from '../../domain/catalog/review-moderation';

export const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', published: 'Published', hidden: 'Hidden' };

/** The tabs, pending first: what waits for the owner is what they open the page for. */
export const STATUS_TABS: ReadonlyArray<{ key: ReviewFilter; name: string }> = [
  { key: 'pending', name: 'Pending' },
  { key: 'published', name: 'Published' },
  { key: 'hidden', name: 'Hidden' },
  { key: 'all', name: 'All' },
];

/** "4 of 5 stars, Good": the stars' words, which the drawn stars only repeat. */
export const starsText = (rating: number) => `${rating} of 5 stars, ${RATING_LABELS[rating as 1 | 2 | 3 | 4 | 5] ?? ''}`;

export const drawnStars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/** The review's name in buttons and questions: its title, else its author's. */
export const reviewName = (review: Pick<OwnerReview, 'title' | 'author'>) =>
  review.title ? `“${review.title}”` : `the review by ${review.author}`;
