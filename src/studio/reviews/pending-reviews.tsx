/**
 * The count of reviews waiting for the owner beside the studio's Reviews link (back-office/nav-count.tsx),
 * set at once by the Reviews page whenever it loads the queue or publishes, hides or deletes a review
 * (every answer of those calls carries the counts).
 */
import { useCallback, type ReactNode } from 'react';
import type { ReviewCounts, ReviewsApi } from '../../application/ports/owner-reviews-api.port';
import { navCount } from '../back-office/nav-count';

const pending = navCount<ReviewCounts>({ pick: (counts) => counts.pending, spoken: 'waiting', tone: 'bg-amber-800' });

export function PendingReviewsProvider({ api, children }: { api: ReviewsApi; children: ReactNode }) {
  const load = useCallback(() => api.counts(), [api]);
  return <pending.Provider load={load}>{children}</pending.Provider>;
}

export const usePendingReviews = pending.useCount;

export const PendingBadge = pending.Badge;
