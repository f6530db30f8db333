/** Ratings follow what the owner approved (decision 90): pending and hidden reviews never move an average, a count or a label. */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ratingLabel, RATING_LABELS } from '../../../src/domain/catalog/rating';
import { isReviewableOrderStatus, publishedSummary, REVIEW_STATUSES, summarize } from '../../../src/domain/catalog/review-moderation';
import { ORDER_STATUSES } from '../../../src/domain/orders/order-status';

const review = fc.record({ rating: fc.integer({ min: 1, max: 5 }), status: fc.constantFrom(...REVIEW_STATUSES) });
const reviews = fc.array(review, { maxLength: 60 });

describe('the summary shoppers see', () => {
  test.prop([reviews])('counts and averages the published reviews only', (all) => {
    const published = all.filter((r) => r.status === 'published');
    const summary = publishedSummary(all);
    expect(summary.count).toBe(published.length);
    const mean = published.reduce((sum, r) => sum + r.rating, 0) / (published.length || 1);
    expect(summary.average).toBeCloseTo(published.length ? mean : 0, 2);
    expect(summary.distribution.reduce((sum, d) => sum + d.count, 0)).toBe(published.length);
  });

  test.prop([reviews, fc.array(review.map((r) => ({ ...r, status: r.status === 'published' ? 'hidden' : r.status })))])(
    'adding pending or hidden reviews changes nothing shoppers see',
    (all, unpublished) => {
      expect(publishedSummary([...all, ...unpublished])).toEqual(publishedSummary(all));
    },
  );

  test.prop([fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 60 })])(
    "the label is the average's nearest whole star's, between the lowest and highest rating",
    (ratings) => {
      const summary = summarize(ratings.map((rating) => ({ rating, count: 1 })));
      expect(summary.average).toBeGreaterThanOrEqual(Math.min(...ratings));
      expect(summary.average).toBeLessThanOrEqual(Math.max(...ratings));
      const nearest = Math.min(5, Math.max(1, Math.round(summary.average))) as 1 | 2 | 3 | 4 | 5;
      expect(ratingLabel(summary.average)).toBe(RATING_LABELS[nearest]);
    },
  );

  it('says there is no rating when nothing is published', () => {
    const summary = publishedSummary([
      { rating: 5, status: 'pending' },
      { rating: 1, status: 'hidden' },
    ]);
    expect(summary).toMatchObject({ average: 0, count: 0 });
    expect(ratingLabel(summary.average)).toBe('No rating');
  });
});

describe('who may review', () => {
  it('a delivered order only', () => {
    expect(ORDER_STATUSES.filter(isReviewableOrderStatus)).toEqual(['Delivered']);
  });
});
