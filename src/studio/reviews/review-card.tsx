/**
 * One review in the queue: its stars, words, author, product and order, where it stands, and what the
 * owner may do: publish or hide it, write, edit or remove the store's answer, delete it (asked first,
 * confirm-action.tsx). Every button names the review it acts on for screen readers. The card itself
 * takes the focus after an action (reviews-view.tsx), so it is focusable by script.
 */
import { useId, useState, type Ref } from 'react';
import type { OwnerReview } from '../../application/ports/owner-reviews-api.port';
import { dateTime } from '../back-office/dates';
import { StatusBadge } from '../back-office/status-badge';
import { ConfirmAction } from '../confirm-action';
import { ReviewAnswerForm } from './review-answer-form';
import { drawnStars, reviewName, starsText, STATUS_LABELS } from './review-labels';

const button = 'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm disabled:opacity-50';

export interface ReviewActions {
  moderate: (review: OwnerReview, status: 'published' | 'hidden') => Promise<void>;
  /** Resolves with the refusal's message, null when saved. */
  answer: (review: OwnerReview, answer: string) => Promise<string | null>;
  remove: (review: OwnerReview) => Promise<void>;
}

export function ReviewCard({
  review,
  storeOrigin,
  busy,
  actions,
  cardRef,
}: {
  review: OwnerReview;
  storeOrigin: string;
  busy: boolean;
  actions: ReviewActions;
  cardRef?: Ref<HTMLElement>;
}) {
  const id = useId();
  const [answering, setAnswering] = useState(false);
  const name = reviewName(review);
  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 border-t border-gray-100 p-4 first:border-t-0"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-amber-700" aria-hidden="true">
          {drawnStars(review.rating)}
        </span>
        <span className="sr-only">{starsText(review.rating)}</span>
        <h3 id={`${id}-title`} className="font-semibold">
          {review.title || <span className="font-normal italic text-gray-700">No title</span>}
        </h3>
        <StatusBadge label={STATUS_LABELS[review.status]} />
      </div>
      {review.body && <p className="whitespace-pre-line text-sm">{review.body}</p>}
      <p className="text-xs text-gray-700">
        By {review.author}
        {review.customerEmail && ` (${review.customerEmail})`} · {dateTime(review.updatedAt)} · on{' '}
        <a href={`${storeOrigin}${review.productURL}`} target="_blank" rel="noreferrer" className="text-blue-700 underline">
          {review.productName}
        </a>
        {review.orderCode && ` · order ${review.orderCode}`}
      </p>
      {review.answer && !answering && (
        <div className="rounded-md border-l-4 border-gray-300 bg-gray-50 px-3 py-2 text-sm">
          <p className="text-xs font-medium text-gray-700">Your answer{review.answeredAt ? ` · ${dateTime(review.answeredAt)}` : ''}</p>
          <p className="whitespace-pre-line">{review.answer}</p>
        </div>
      )}
      {answering ? (
        <ReviewAnswerForm
          review={review}
          onCancel={() => setAnswering(false)}
          onSave={async (text) => {
            const refused = await actions.answer(review, text);
            if (!refused) setAnswering(false);
            return refused;
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {review.status !== 'published' && (
            <button
              type="button"
              className={button}
              disabled={busy}
              aria-label={`Publish ${name}`}
              onClick={() => void actions.moderate(review, 'published')}
            >
              Publish
            </button>
          )}
          {review.status !== 'hidden' && (
            <button
              type="button"
              className={button}
              disabled={busy}
              aria-label={`Hide ${name}`}
              onClick={() => void actions.moderate(review, 'hidden')}
            >
              Hide
            </button>
          )}
          <button
            type="button"
            className={button}
            disabled={busy}
            aria-label={`${review.answer ? 'Edit answer to' : 'Answer'} ${name}`}
            onClick={() => setAnswering(true)}
          >
            {review.answer ? 'Edit answer' : 'Answer'}
          </button>
          {review.answer && (
            <button
              type="button"
              className={button}
              disabled={busy}
              aria-label={`Remove answer to ${name}`}
              onClick={() => void actions.answer(review, '')}
            >
              Remove answer
            </button>
          )}
          <ConfirmAction
            trigger={
              <button type="button" className={`${button} text-red-800`} disabled={busy} aria-label={`Delete ${name}`}>
                Delete
              </button>
            }
            title={`Delete ${name}?`}
            description="The review and your answer are removed for good, from the store and from this list; the product's rating no longer counts it. Hiding keeps it here instead."
            confirmLabel="Delete review"
            onConfirm={() => actions.remove(review)}
          />
        </div>
      )}
    </article>
  );
}
