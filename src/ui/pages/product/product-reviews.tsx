/**
 * Reviews: the rating summary and distribution (each star row filters the list), the sort (Most
 * Helpful / Most Recent), the published reviews with half-step stars and the store's answers, and
 * "Show more reviews".
 */
import { REVIEW_SORT_LABELS, type Review, type ReviewPage, type ReviewSortId } from '../../../domain/catalog/product-reviews';
import { RATING_LABELS } from '../../../domain/catalog/rating';
import { mediumUtcDate } from '../../../domain/ui/utc-date';
import { RatingStars } from '../../sections/parts/rating-stars';
import { RatingSummary } from './rating-summary';
import { useProductStore } from './product-store';
import { useReviews } from './use-reviews';
import { useStore } from '../../app/use-store';

/** The store's public answer under a review (decision 90), named as the store's. */
function StoreAnswer({ review, storeName }: { review: Review; storeName: string }) {
  if (!review.answer) return null;
  return (
    <div className="ml-4 flex flex-col gap-1 border-l-2 border-(--color-border) pl-4">
      <p className="text-sm font-semibold">
        Response from {storeName}
        {review.answeredAt && (
          <span className="font-normal opacity-75">
            {' '}
            on <time dateTime={review.answeredAt}>{mediumUtcDate(new Date(review.answeredAt))}</time>
          </span>
        )}
      </p>
      <p className="max-w-prose whitespace-pre-line">{review.answer}</p>
    </div>
  );
}

function ReviewItem({ review, storeName }: { review: Review; storeName: string }) {
  const rating = Math.min(5, Math.max(1, Math.round(review.rating))) as 1 | 2 | 3 | 4 | 5;
  return (
    <li className="flex flex-col gap-2 border-b border-(--color-border) py-5 last:border-b-0">
      <article className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <RatingStars rating={review.rating} />
          <span className="text-sm opacity-75">{RATING_LABELS[rating]}</span>
        </div>
        {review.title && <h3 className="text-lg font-semibold">{review.title}</h3>}
        <p className="text-sm opacity-75">
          By {review.author} on <time dateTime={review.createdAt}>{mediumUtcDate(new Date(review.createdAt))}</time>
        </p>
        {review.body && <p className="max-w-prose">{review.body}</p>}
        {review.helpfulCount > 0 && (
          <p className="text-sm opacity-75">
            {review.helpfulCount} {review.helpfulCount === 1 ? 'person' : 'people'} found this helpful
          </p>
        )}
        <StoreAnswer review={review} storeName={storeName} />
      </article>
    </li>
  );
}

export function ProductReviews({ initial }: { initial: ReviewPage | null }) {
  const { product } = useProductStore();
  const { state, setSort, setRating, showMore, retry } = useReviews(product.productID, initial);
  const store = useStore();
  const storeName = store?.siteConfig.webTitle || 'the store';
  const summary = state.page?.summary ?? initial?.summary;
  if (!summary || summary.count === 0) {
    return state.status === 'error' ? (
      <p>
        Reviews could not be loaded.{' '}
        <button type="button" className="btn-link underline" onClick={() => void retry()}>
          Try again
        </button>
      </p>
    ) : (
      <p>No reviews yet. Be the first to share what you think after your purchase.</p>
    );
  }
  const remaining = state.page ? state.page.total - state.reviews.length : 0;
  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <RatingSummary summary={summary} filter={state.rating} onFilter={(rating) => void setRating(rating)} />
      <div aria-busy={state.status === 'loading'}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold" id="reviews-heading">
            {state.rating ? `${state.page?.total ?? 0} ${state.rating}-star reviews` : `${summary.count} reviews`}
          </h2>
          <label className="flex items-center gap-2 text-sm">
            Sort by
            <select
              className="input w-auto"
              value={state.sort}
              onChange={(event) => void setSort(Number(event.target.value) as ReviewSortId)}
            >
              {Object.entries(REVIEW_SORT_LABELS).map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ul aria-labelledby="reviews-heading">
          {state.reviews.map((review) => (
            <ReviewItem key={review.reviewID} review={review} storeName={storeName} />
          ))}
        </ul>
        {state.status === 'error' && <p role="alert">Reviews could not be loaded. Please try again.</p>}
        {remaining > 0 && (
          <button
            type="button"
            className="btn btn-outline btn-md mt-4"
            disabled={state.status === 'loading'}
            onClick={() => void showMore()}
          >
            Show more reviews ({remaining} more)
          </button>
        )}
      </div>
    </div>
  );
}
