/**
 * The customer's review calls (decision 90): POST /Account/WriteReview writes or edits the signed-in
 * customer's review of a product from one of their delivered orders (it waits for the owner's
 * approval), GET /Account/GetMyReviews lists what they wrote, with each review's status. A bad field
 * is a 400 naming it.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import { recordId, storedText } from './input-fields.contract';
import { RATING_MAX, RATING_MIN } from '../domain/catalog/rating';
import { REVIEW_LIMITS } from '../domain/catalog/review-moderation';
import type { MyReview } from '../domain/catalog/review-records';

export type { MyReview } from '../domain/catalog/review-records';

const RATING_MESSAGE = `Rating must be a whole number of stars from ${RATING_MIN} to ${RATING_MAX}`;

export const writeReviewBody = z.object(
  {
    ProductID: recordId('ProductID'),
    Rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(RATING_MIN, RATING_MESSAGE).max(RATING_MAX, RATING_MESSAGE),
    Title: storedText('Title', REVIEW_LIMITS.title, { trim: true }).default(''),
    Body: storedText('Body', REVIEW_LIMITS.body, { trim: true, multiline: true }).default(''),
  },
  { error: 'The body must be an object' },
);
export type WriteReviewBody = z.infer<typeof writeReviewBody>;

/** Per customer: a few reviews an hour is plenty; per store: a flood from many accounts is still bounded. */
export const REVIEW_WRITE_LIMIT = { max: 20, timeWindow: '10 minutes', bucket: 'review', perStore: 600 } as const;

export const CUSTOMER_REVIEW_CALLS = {
  writeReview: defineCall({
    method: 'POST',
    path: '/Account/WriteReview',
    auth: 'customer',
    request: writeReviewBody,
    answer: answerOf<{ review: MyReview }>(),
    limit: REVIEW_WRITE_LIMIT,
    bodyRequired: true,
  }),
  myReviews: defineCall({ method: 'GET', path: '/Account/GetMyReviews', auth: 'customer', answer: answerOf<{ reviews: MyReview[] }>() }),
};
