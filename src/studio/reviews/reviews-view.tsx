/**
 * The studio's Reviews (docs/back-office.md "Reviews", decision 90): the store's reviews, pending
 * first, in tabs per status with their counts and filtered by words, product, customer, stars and
 * days; each one published, hidden, answered or deleted in place. After an action the list is read
 * again and the focus goes to the review now in the acted one's place (the next one when it left
 * the tab), or to the heading when none is left, and a status line says what was done.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OwnerReview, ReviewFilters, ReviewsApi } from '../../application/ports/owner-reviews-api.port';
import { PagedList } from '../back-office/paged-list';
import { StatusTabs } from '../back-office/status-tabs';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { useHeadingFocus } from '../products/heading-focus';
import { ReviewCard, type ReviewActions } from './review-card';
import { NoReviewsHere, NoReviewsYet } from './review-empty';
import { isFiltered, NO_FILTERS, ReviewFilterBar, type FilterFields } from './review-filter-bar';
import { reviewName, STATUS_TABS } from './review-labels';
import { usePendingReviews } from './pending-reviews';

/** The page's owner API, and the store's own address for the links to the reviewed products. */
export interface ReviewsPageApi {
  reviews: ReviewsApi;
  storeOrigin: string;
}

type Notice = { tone: 'done' | 'refused'; text: string } | null;

const FIRST_PAGE: ReviewFilters = { status: 'pending', ...NO_FILTERS, page: 1 };

export default function ReviewsView({ api }: { api: ReviewsPageApi }) {
  const [filters, setFilters] = useState<ReviewFilters>(FIRST_PAGE);
  const load = useCallback(() => api.reviews.reviews(filters), [api, filters]);
  const { state, reload } = useOwnerLoad(load);
  const { setCounts } = usePendingReviews();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const focusHeading = useHeadingFocus();
  const headingRef = useCallback(
    (element: HTMLHeadingElement | null) => {
      heading.current = element;
      focusHeading(element);
    },
    [focusHeading],
  );
  const cards = useRef<Array<HTMLElement | null>>([]);
  const focusAfter = useRef<number | null>(null);
  const answer = state.status === 'ready' ? state.value : null;

  useEffect(() => {
    if (!answer) return;
    setCounts(answer.counts);
    const index = focusAfter.current;
    if (index === null) return;
    focusAfter.current = null;
    const target = cards.current[Math.min(index, answer.reviews.length - 1)];
    (target ?? heading.current)?.focus();
  }, [answer, setCounts]);

  const { status, page, ...fields } = filters;
  const apply = (change: Partial<ReviewFilters>) => setFilters((current) => ({ ...current, ...change, page: change.page ?? 1 }));
  const clearFilters = () => apply(NO_FILTERS);

  /** Runs one write; on success the list is read again and the focus follows (see above). */
  const act = async (review: OwnerReview, write: () => Promise<{ ok: boolean; message?: string }>, done: string) => {
    setBusy(true);
    const result = await write();
    setBusy(false);
    if (!result.ok) {
      setNotice({ tone: 'refused', text: result.message ?? 'The store refused the change' });
      return result.message ?? 'The store refused the change';
    }
    setNotice({ tone: 'done', text: done });
    focusAfter.current = Math.max(0, answer?.reviews.findIndex((r) => r.reviewID === review.reviewID) ?? 0);
    reload();
    return null;
  };
  const actions: ReviewActions = {
    moderate: async (review, to) => {
      await act(
        review,
        () => api.reviews.moderate(review.reviewID, to),
        `${to === 'published' ? 'Published' : 'Hid'} ${reviewName(review)}`,
      );
    },
    answer: async (review, text) => {
      const result = await act(review, () => api.reviews.answer(review.reviewID, text), text ? 'Answer saved' : 'Answer removed');
      return result;
    },
    remove: async (review) => {
      await act(review, () => api.reviews.remove(review.reviewID), `Deleted ${reviewName(review)}`);
    },
  };

  const counts = answer?.counts;
  const pending = counts?.pending ?? 0;
  const none = counts !== undefined && counts.pending + counts.published + counts.hidden === 0;
  const tabs = STATUS_TABS.map((tab) => ({
    ...tab,
    count: counts ? (tab.key === 'all' ? counts.pending + counts.published + counts.hidden : counts[tab.key]) : undefined,
  }));
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-6">
      {/* What an action did sits beside the heading: the list below keeps its place. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
          Reviews
          {pending > 0 && <span className="ml-2 text-base font-normal text-gray-700">· {pending} waiting for you</span>}
        </h2>
        <p role={notice?.tone === 'refused' ? 'alert' : 'status'} className={`text-sm ${notice?.tone === 'refused' ? 'text-red-700' : ''}`}>
          {notice?.text}
        </p>
      </div>
      <section aria-label="Reviews" className="rounded-lg border border-gray-200 bg-white shadow-sm">
        <StatusTabs label="Show reviews" tabs={tabs} current={status} onChoose={(key) => apply({ status: key ?? 'pending' })} />
        <ReviewFilterBar applied={fields as FilterFields} onApply={apply} />
        {none ? (
          <NoReviewsYet />
        ) : (
          <PagedList state={state} what="reviews" onRetry={reload} onPage={(next) => apply({ page: next })}>
            {(result) =>
              result.reviews.length === 0 ? (
                <NoReviewsHere filtered={isFiltered(fields)} pendingTab={status === 'pending'} onClear={clearFilters} />
              ) : (
                <ul aria-label={`Reviews, page ${page}`}>
                  {result.reviews.map((review, index) => (
                    <li key={review.reviewID}>
                      <ReviewCard
                        review={review}
                        storeOrigin={api.storeOrigin}
                        busy={busy}
                        actions={actions}
                        cardRef={(element) => {
                          cards.current[index] = element;
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </PagedList>
        )}
      </section>
    </main>
  );
}
