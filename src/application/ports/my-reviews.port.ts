/**
 * The signed-in customer's reviews in the store (decision 90): what they wrote, with its status and
 * the store's answer, and writing (or editing) a review of a product of one of their delivered orders.
 * Refusals are StoreApiErrors naming the field (`Rating`, `Title`, `Body`, `ProductID`).
 */
import type { MyReview } from '../../domain/catalog/review-records';

export type { MyReview };

export interface ReviewDraft {
  productId: number;
  rating: number;
  title: string;
  body: string;
}

export interface MyReviewsPort {
  mine(): Promise<MyReview[]>;
  write(draft: ReviewDraft): Promise<MyReview>;
}
