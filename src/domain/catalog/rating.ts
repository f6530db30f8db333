/**
 * Ratings of spec sections 3 and 9: shown from 0 to 5 in half steps, labelled 5 Excellent ...
 * 1 Poor, and entered as a whole number of stars from 1 to 5.
 */

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const RATING_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  5: 'Excellent',
  4: 'Good',
  3: 'Average',
  2: 'Fair',
  1: 'Poor',
};

/** A stored average (e.g. 4.26) as the stars show it: 0 to 5 in half steps, 0 for nonsense. */
export function displayRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.round(Math.min(RATING_MAX, Math.max(0, rating)) * 2) / 2;
}

/** The average with one decimal, as written beside the stars ("4.3"). */
export function averageText(rating: number): string {
  return (Math.round(Math.min(RATING_MAX, Math.max(0, Number.isFinite(rating) ? rating : 0)) * 10) / 10).toFixed(1);
}

/** Whether a shopper's star input is acceptable: a whole number from 1 to 5. */
export function isRatingInput(value: unknown): value is 1 | 2 | 3 | 4 | 5 {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** Star input pulled into bounds (a slider or keyboard step past either end stays at the end). */
export function clampRatingInput(value: number): 1 | 2 | 3 | 4 | 5 {
  const whole = Number.isFinite(value) ? Math.round(value) : RATING_MAX;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, whole)) as 1 | 2 | 3 | 4 | 5;
}

/** The label of a star count; averages are rounded to the nearest whole star first. */
export function ratingLabel(rating: number): string {
  if (!Number.isFinite(rating) || rating < 0.5) return 'No rating';
  return RATING_LABELS[clampRatingInput(rating)];
}

/** Share of reviews with a given star count, as a whole percentage for the distribution bars. */
export function sharePercent(count: number, total: number): number {
  if (!(total > 0) || !(count > 0)) return 0;
  return Math.round((Math.min(count, total) / total) * 100);
}
