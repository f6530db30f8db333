import { describe, expect, it } from 'vitest';
import {
  averageText,
  clampRatingInput,
  displayRating,
  isRatingInput,
  RATING_LABELS,
  ratingLabel,
  sharePercent,
} from '../../../src/domain/catalog/rating';

describe('ratings', () => {
  it('labels 5 Excellent down to 1 Poor', () => {
    expect(RATING_LABELS).toEqual({ 5: 'Excellent', 4: 'Good', 3: 'Average', 2: 'Fair', 1: 'Poor' });
    expect(ratingLabel(4.26)).toBe('Good');
    expect(ratingLabel(4.5)).toBe('Excellent');
    expect(ratingLabel(0)).toBe('No rating');
  });

  it('shows averages in half steps between 0 and 5', () => {
    expect(displayRating(4.26)).toBe(4.5);
    expect(displayRating(4.24)).toBe(4);
    expect(displayRating(7)).toBe(5);
    expect(displayRating(-2)).toBe(0);
    expect(displayRating(Number.NaN)).toBe(0);
    expect(averageText(4.26)).toBe('4.3');
  });

  it('accepts whole stars from 1 to 5 as input', () => {
    expect([0, 1, 3, 5, 6, 2.5, '3'].map(isRatingInput)).toEqual([false, true, true, true, false, false, false]);
    expect([0, 1, 5, 9, 2.6, Number.NaN].map(clampRatingInput)).toEqual([1, 1, 5, 5, 3, 5]);
  });

  it('gives distribution shares as whole percentages', () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(0, 0)).toBe(0);
    expect(sharePercent(5, 4)).toBe(100);
  });
});
