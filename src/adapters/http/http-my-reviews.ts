/** MyReviewsPort over HTTP: the store API's /Account/GetMyReviews and /Account/WriteReview. Loaded with the account's order page only. */
import type { MyReview, MyReviewsPort, ReviewDraft } from '../../application/ports/my-reviews.port';
import { CUSTOMER_REVIEW_CALLS } from '../../contracts/reviews.contract';
import { callStoreApi, type StoreApiClient } from './store-api-client';

export class HttpMyReviews implements MyReviewsPort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  async mine(): Promise<MyReview[]> {
    return (await callStoreApi<{ reviews: MyReview[] }>(this.deps.client.get(CUSTOMER_REVIEW_CALLS.myReviews.name))).reviews;
  }

  async write(draft: ReviewDraft): Promise<MyReview> {
    const json = { ProductID: draft.productId, Rating: draft.rating, Title: draft.title, Body: draft.body };
    return (await callStoreApi<{ review: MyReview }>(this.deps.client.post(CUSTOMER_REVIEW_CALLS.writeReview.name, { json }))).review;
  }
}
