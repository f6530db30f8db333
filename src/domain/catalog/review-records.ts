/**
 * A review as the owner moderates it and as its author sees it (decision 90), in the words the
 * studio, the account pages and the store API's contracts share.
 */
import type { ReviewStatus } from './review-moderation';

/** How many of the store's reviews each status holds. */
export type ReviewCounts = Record<ReviewStatus, number>;

/** A review as the owner moderates it. */
export interface OwnerReview {
  reviewID: number;
  productID: number;
  productName: string;
  productURL: string;
  author: string;
  /** The customer's e-mail when a customer wrote it (null for the seed's). */
  customerEmail: string | null;
  orderCode: string | null;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  answer: string;
  answeredAt: string | null;
  moderatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A review as its author sees it: what they wrote and where it stands. */
export interface MyReview {
  reviewID: number;
  productID: number;
  orderID: number | null;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  answer: string;
  updatedAt: string;
}
