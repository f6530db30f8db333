/**
 * The studio's Reviews (docs/back-office.md, decision 90): GET /Owner/Reviews (the queue, pending
 * first, with every status's count), POST /Owner/ModerateReview (approve or hide),
 * /Owner/AnswerReview (the store's public answer) and /Owner/DeleteReview. Owner token only: its WebID
 * is the only store any of these reads or writes; another store's review is a 404 like an unknown one.
 * A change shoppers can see empties the store's cached catalogue answers on every instance.
 */
import type { FastifyInstance } from 'fastify';
import { REVIEW_CALLS } from '../../../src/contracts/owner-reviews.contract';
import type { Db } from '../platform/database/client';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { answered, callRegistrar, refused } from '../platform/register-call';
import { answerReview, deleteReview, listReviews, moderateReview, reviewCounts } from './owner-reviews.repository';

const NO_REVIEW = 'No such review in this store';
const NO_REVIEW_FIELD = [{ field: 'ReviewID', message: NO_REVIEW }];

export interface OwnerReviewsDeps {
  db: Db;
  tokens: OwnerTokenService;
  onReviewsChanged: (webID: number) => Promise<void>;
}

export function registerOwnerReviewsController(app: FastifyInstance, deps: OwnerReviewsDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const changed = async (webID: number) => {
    await deps.onReviewsChanged(webID);
    return reviewCounts(deps.db, webID);
  };

  register(REVIEW_CALLS.reviews, async (query, { owner }) => listReviews(deps.db, owner.WebID, query));

  register(REVIEW_CALLS.moderateReview, async (body, { owner }) => {
    const review = await moderateReview(deps.db, owner.WebID, body.ReviewID, body.Status);
    if (!review) return refused(404, NO_REVIEW, NO_REVIEW_FIELD);
    return answered({ review, counts: await changed(owner.WebID) }, body.Status === 'published' ? 'Review published' : 'Review hidden');
  });

  register(REVIEW_CALLS.answerReview, async (body, { owner }) => {
    const review = await answerReview(deps.db, owner.WebID, body.ReviewID, body.Answer);
    if (!review) return refused(404, NO_REVIEW, NO_REVIEW_FIELD);
    return answered({ review, counts: await changed(owner.WebID) }, body.Answer ? 'Answer saved' : 'Answer removed');
  });

  register(REVIEW_CALLS.deleteReview, async (body, { owner }) => {
    if (!(await deleteReview(deps.db, owner.WebID, body.ReviewID))) return refused(404, NO_REVIEW, NO_REVIEW_FIELD);
    return answered({ counts: await changed(owner.WebID) }, 'Review deleted');
  });
}
