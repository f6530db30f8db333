/** ReviewsApi over HTTP: the store API's /Owner/Reviews, ModerateReview, AnswerReview and DeleteReview, each from its declaration (owner-calls.ts). */
import type { ReviewFilters, ReviewsApi } from '../../application/ports/owner-reviews-api.port';
import { OWNER_CALLS } from '../../contracts/owner-calls';
import { callApi } from './call-api';
import type { OwnerApiDeps } from './owner-call-helpers';

export class HttpReviewsApi implements ReviewsApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  reviews(filters: ReviewFilters) {
    return callApi(this.deps, OWNER_CALLS.reviews, {
      Status: filters.status,
      Search: filters.search,
      Product: filters.product,
      Customer: filters.customer,
      Rating: filters.rating ?? undefined,
      From: filters.from || undefined,
      To: filters.to || undefined,
      Page: filters.page,
    });
  }

  moderate(reviewID: number, status: 'published' | 'hidden') {
    return callApi(this.deps, OWNER_CALLS.moderateReview, { ReviewID: reviewID, Status: status });
  }

  answer(reviewID: number, answer: string) {
    return callApi(this.deps, OWNER_CALLS.answerReview, { ReviewID: reviewID, Answer: answer });
  }

  remove(reviewID: number) {
    return callApi(this.deps, OWNER_CALLS.deleteReview, { ReviewID: reviewID });
  }

  counts() {
    return callApi(this.deps, OWNER_CALLS.reviews, { Status: 'all', PageSize: 1 }, (data) => data.counts);
  }
}
