/**
 * The studio's Reviews calls (decision 90, docs/back-office.md): the moderation queue, approving or
 * hiding, the store's public answer, and deleting. Another store's review is a 404 like an unknown one.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import { recordId, storedText } from './input-fields.contract';
import { page, pageSize } from './owner.contract';
import { MODERATION_STATUSES, REVIEW_LIMITS, type ReviewStatus } from '../domain/catalog/review-moderation';

export const REVIEW_FILTERS = ['pending', 'published', 'hidden', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const reviewListQuery = z.object({
  Status: z.enum(REVIEW_FILTERS, { error: `Status must be one of ${REVIEW_FILTERS.join(', ')}` }).default('pending'),
  Page: page,
  PageSize: pageSize,
});
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

export type ReviewCounts = Record<ReviewStatus, number>;

/** A review as the owner moderates it. */
export interface OwnerReview {
  reviewID: number;
  productID: number;
  productName: string;
  productURL: string;
  author: string;
  /** The customer's e-mail when a customer wrote it (null for the seed's). */
  customerEmail: string | null;
  orderCode: string | null;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  answer: string;
  answeredAt: string | null;
  moderatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

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
    request: reviewListQuery,
    answer: answerOf<OwnerReviewPage>(),
  }),
  moderateReview: defineCall({
    method: 'POST',
    path: '/Owner/ModerateReview',
    auth: 'owner',
    request: moderateReviewBody,
    answer: answerOf<OneReview>(),
    limit: WRITE_LIMIT,
  }),
  answerReview: defineCall({
    method: 'POST',
    path: '/Owner/AnswerReview',
    auth: 'owner',
    request: answerReviewBody,
    answer: answerOf<OneReview>(),
    limit: WRITE_LIMIT,
  }),
  deleteReview: defineCall({
    method: 'POST',
    path: '/Owner/DeleteReview',
    auth: 'owner',
    request: reviewIdBody,
    answer: answerOf<{ counts: ReviewCounts }>(),
    limit: WRITE_LIMIT,
  }),
};
