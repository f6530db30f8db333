/**
 * Average rating with half-step stars and the distribution of star counts. Each row is a toggle
 * button that shows only the reviews with that many stars; pressing it again shows them all.
 */
import type { RatingSummary as Summary } from '../../../domain/catalog/product-reviews';
import { averageText, RATING_LABELS, ratingLabel, sharePercent } from '../../../domain/catalog/rating';
import { RatingStars } from '../../sections/parts/rating-stars';

interface Props {
  summary: Summary;
  filter: number | null;
  onFilter: (rating: number | null) => void;
}

export function RatingSummary({ summary, filter, onFilter }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-4xl font-bold">
          {averageText(summary.average)}
          <span className="text-base font-normal text-muted"> out of 5</span>
        </p>
        <RatingStars rating={summary.average} />
        <p className="text-sm opacity-75">
          {ratingLabel(summary.average)} · based on {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul className="flex flex-col gap-1" aria-label="Filter reviews by rating">
        {summary.distribution.map(({ rating, count }) => {
          const share = sharePercent(count, summary.count);
          const pressed = filter === rating;
          return (
            <li key={rating}>
              <button
                type="button"
                aria-pressed={pressed}
                disabled={count === 0 && !pressed}
                aria-label={`${rating} stars, ${RATING_LABELS[rating]}: ${count} ${count === 1 ? 'review' : 'reviews'}`}
                className={`grid w-full grid-cols-[7.5rem_1fr_2rem] items-center gap-2 rounded px-1 py-1 text-start text-sm disabled:opacity-50 ${pressed ? 'font-semibold' : ''}`}
                onClick={() => onFilter(pressed ? null : rating)}
              >
                <span>
                  {rating} ★ {RATING_LABELS[rating]}
                </span>
                <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-(--color-border)">
                  <span className="rating-star block h-full bg-current" style={{ width: `${share}%` }} />
                </span>
                <span className="text-end opacity-75">{count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
