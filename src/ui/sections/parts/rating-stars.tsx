/** Star rating shown from 0 to 5 in half steps (spec section 9), announced as one phrase. */
import { cx } from './class-names';

const STAR = 'M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z';

export function roundToHalf(rating: number): number {
  return Number.isFinite(rating) ? Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2 : 0;
}

export function RatingStars({ rating, count, className }: { rating: number; count?: number; className?: string }) {
  const value = roundToHalf(rating);
  return (
    <span className={cx('inline-flex items-center gap-1', className)}>
      <span role="img" aria-label={`Rated ${value} out of 5`} className="inline-flex gap-0.5">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.min(1, Math.max(0, value - i));
          return (
            <span key={i} className="relative inline-block size-4">
              <svg viewBox="0 0 24 24" className="absolute inset-0 size-4 text-[var(--color-border)]" fill="currentColor" aria-hidden="true">
                <path d={STAR} />
              </svg>
              {fill > 0 && (
                <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                  <svg viewBox="0 0 24 24" className="rating-star size-4" fill="currentColor" aria-hidden="true">
                    <path d={STAR} />
                  </svg>
                </span>
              )}
            </span>
          );
        })}
      </span>
      {count !== undefined && count > 0 && <span className="text-sm opacity-75">({count})</span>}
    </span>
  );
}
