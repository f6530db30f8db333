/**
 * "Review your items" on the account's page of a delivered order (decision 90): each product of the
 * order once, with the review the customer wrote of it and where it stands (waiting for the store,
 * published, hidden) and the store's answer, or the form to write one. The product just reviewed
 * says so (role=status) as the page opens again.
 */
import { Link, useActionData, useLoaderData, useSearchParams } from 'react-router';
import type { MyReview } from '../../../application/ports/my-reviews.port';
import { RATING_LABELS } from '../../../domain/catalog/rating';
import type { ReviewStatus } from '../../../domain/catalog/review-moderation';
import type { OrderView } from '../../../domain/orders/order-types';
import type { FormReply } from '../../forms/form-post';
import { REVIEWED_PARAM } from '../../forms/review-form-action';
import type { OrderDetailData } from './order-reviews-loader';
import { ReviewForm } from './review-form';

const STATUS_WORDS: Record<ReviewStatus, string> = {
  pending: 'Waiting for the store’s approval',
  published: 'Published on the store',
  hidden: 'Not shown on the store',
};

/** Each product of the order once, in the order's order. */
function reviewableProducts(order: OrderView) {
  const seen = new Set<number>();
  return order.lines.filter((line) => !seen.has(line.productID) && seen.add(line.productID));
}

function WrittenReview({ review, justSent }: { review: MyReview; justSent: boolean }) {
  const stars = review.rating as 1 | 2 | 3 | 4 | 5;
  return (
    <div className="flex flex-col gap-1">
      {justSent && (
        <p role="status" className="font-medium">
          Thank you! Your review will appear once the store has approved it.
        </p>
      )}
      <p>
        <span aria-hidden="true">{'★'.repeat(stars) + '☆'.repeat(5 - stars)}</span>
        <span className="sr-only">
          {stars} of 5 stars, {RATING_LABELS[stars]}
        </span>
        {review.title && <strong className="ms-2">{review.title}</strong>}
      </p>
      {review.body && <p className="whitespace-pre-line">{review.body}</p>}
      <p className="text-sm">
        Status: <strong data-testid="review-status">{STATUS_WORDS[review.status]}</strong>
      </p>
      {review.answer && (
        <div className="mt-1 border-s-4 ps-3 text-sm">
          <p className="font-medium">The store&apos;s answer</p>
          <p className="whitespace-pre-line">{review.answer}</p>
        </div>
      )}
    </div>
  );
}

export function OrderReviews({ order }: { order: OrderView }) {
  const { reviews, reviewsFailure } = useLoaderData() as OrderDetailData;
  const reply = useActionData<FormReply | undefined>();
  const [params] = useSearchParams();
  if (reviews === null && reviewsFailure === null) return null;
  const sent = params.get(REVIEWED_PARAM);
  return (
    <section aria-labelledby="order-reviews-heading" className="card flex flex-col gap-4">
      <h2 id="order-reviews-heading" className="text-lg font-semibold">
        Review your items
      </h2>
      {reviewsFailure !== null ? (
        <p role="alert">Your reviews could not be loaded: {reviewsFailure}</p>
      ) : (
        <ul className="flex flex-col gap-6">
          {reviewableProducts(order).map((line) => {
            const written = reviews?.find((review) => review.productID === line.productID);
            const headingId = `review-product-${line.productID}`;
            return (
              <li
                key={line.productID}
                aria-labelledby={headingId}
                className="flex flex-col gap-2 border-t pt-4 first:border-t-0 first:pt-0"
              >
                <h3 id={headingId} className="font-semibold">
                  <Link to={line.productURL} className="underline">
                    {line.itemName}
                  </Link>
                </h3>
                {written ? (
                  <WrittenReview review={written} justSent={sent === String(line.productID)} />
                ) : (
                  <ReviewForm
                    productId={line.productID}
                    productName={line.itemName}
                    reply={reply?.values.ProductID === String(line.productID) ? reply : undefined}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
