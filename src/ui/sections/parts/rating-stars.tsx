/**
 * Star rating shown from 0 to 5 in half steps (spec section 9), announced as one phrase. One empty
 * element per rating: the five stars are a CSS mask and the filled share a gradient stop, so a
 * listing of 48 cards carries a few bytes per rating instead of ten SVG paths.
 */
import type { CSSProperties } from 'react';
import { cx } from './class-names';

export function roundToHalf(rating: number): number {
  return Number.isFinite(rating) ? Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2 : 0;
}

export function RatingStars({ rating, count, className }: { rating: number; count?: number; className?: string }) {
  const value = roundToHalf(rating);
  return (
    <span className={cx('inline-flex items-center gap-1', className)}>
      <span
        role="img"
        aria-label={`Rated ${value} out of 5`}
        className="rating-star star-meter"
        style={{ '--star-fill': `${value * 20}%` } as CSSProperties}
      />
      {count !== undefined && count > 0 && <span className="text-sm opacity-75">({count})</span>}
    </span>
  );
}
