/**
 * The studio's Reviews calls (decision 90, docs/back-office.md): the moderation queue, approving or
 * hiding, the store's public answer, and deleting. Another store's review is a 404 like an unknown one.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import { recordId, storedText } from './input-fields.contract';
import { day, page, pageSize } from './owner.contract';
import { RATING_MAX, RATING_MIN } from '../domain/catalog/rating';
import { MODERATION_STATUSES, REVIEW_LIMITS } from '../domain/catalog/review-moderation';
import type { OwnerReview, ReviewCounts } from '../domain/catalog/review-records';

export type { OwnerReview, ReviewCounts } from '../domain/catalog/review-records';

export const REVIEW_FILTERS = ['pending', 'published', 'hidden', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

const RATING_FILTER = `Rating must be a whole number of stars from ${RATING_MIN} to ${RATING_MAX}`;
const words = (field: string) => storedText(field, 100, { trim: true }).default('');

/** The queue's filters: each one left empty filters nothing; the days are the review's writing (or last edit), UTC. */
export const reviewListQuery = z
  .object({
    Status: z.enum(REVIEW_FILTERS, { error: `Status must be one of ${REVIEW_FILTERS.join(', ')}` }).default('pending'),
    /** Words of the review's title or text. */
    Search: words('Search'),
    /** Words of the product's name. */
    Product: words('Product'),
    /** Words of the author's shown name or the customer's e-mail. */
    Customer: words('Customer'),
    Rating: z.coerce
      .number({ error: RATING_FILTER })
      .int(RATING_FILTER)
      .min(RATING_MIN, RATING_FILTER)
      .max(RATING_MAX, RATING_FILTER)
      .optional(),
    From: day('From').optional(),
    To: day('To').optional(),
    Page: page,
    PageSize: pageSize,
  })
  .refine((query) => !query.From || !query.To || query.From <= query.To, { message: 'From must not be after To', path: ['From'] });
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

export const moderateReviewBody = z.object(
  {
    ReviewID: recordId('ReviewID'),
    Status: z.enum(MODERATION_STATUSES, { error: `Status must be one of ${MODERATION_STATUSES.join(', ')}` }),
  },
  { error: 'The body must be an object' },
);

export const answerReviewBody = z.object(
  { ReviewID: recordId('ReviewID'), Answer: storedText('Answer', REVIEW_LIMITS.answer, { trim: true, multiline: true }) },
  { error: 'The body must be an object' },
);

export const reviewIdBody = z.object({ ReviewID: recordId('ReviewID') }, { error: 'The body must be an object' });

export interface OwnerReviewPage {
  reviews: OwnerReview[];
  total: number;
  page: number;
  pageSize: number;
  counts: ReviewCounts;
}

type OneReview = { review: OwnerReview; counts: ReviewCounts };

/** Moderation is a few clicks a minute at most; the limit stops a runaway script, not an owner. */
const WRITE_LIMIT = { max: 300, timeWindow: '1 minute', bucket: 'owner-reviews' } as const;

export const REVIEW_CALLS = {
  reviews: defineCall({
    method: 'GET',
    path: '/Owner/Reviews',
    auth: 'owner',
    permission: 'reviews.manage',
    request: reviewListQuery,
    answer: answerOf<OwnerReviewPage>(),
  }),
  moderateReview: defineCall({
    method: 'POST',
    path: '/Owner/ModerateReview',
    auth: 'owner',
    permission: 'reviews.manage',
    request: moderateReviewBody,
    answer: answerOf<OneReview>(),
    limit: WRITE_LIMIT,
  }),
  answerReview: defineCall({
    method: 'POST',
    path: '/Owner/AnswerReview',
    auth: 'owner',
    permission: 'reviews.manage',
    request: answerReviewBody,
    answer: answerOf<OneReview>(),
    limit: WRITE_LIMIT,
  }),
  deleteReview: defineCall({
    method: 'POST',
    path: '/Owner/DeleteReview',
    auth: 'owner',
    permission: 'reviews.manage',
    request: reviewIdBody,
    answer: answerOf<{ counts: ReviewCounts }>(),
    limit: WRITE_LIMIT,
  }),
};
