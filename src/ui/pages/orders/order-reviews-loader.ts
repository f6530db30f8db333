/**
 * /orderdetail/{id}: the order (order-loader.ts) and, once it is Delivered, the signed-in customer's
 * reviews, so each of its products shows the review written of it or the form to write one
 * (decision 90). Reviews that cannot be read leave the order shown and say so.
 */
import { data, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { MyReview } from '../../../application/ports/my-reviews.port';
import { isReviewableOrderStatus } from '../../../domain/catalog/review-moderation';
import { servicesFrom } from '../../app/services-holder';
import { REVIEWED_PARAM } from '../../forms/review-form-action';
import { orderLoader, orderShouldRevalidate, type OrderPageData } from './order-loader';

export interface OrderDetailData extends OrderPageData {
  /** The customer's reviews in the store; null when the order is not delivered or they could not be read. */
  reviews: MyReview[] | null;
  reviewsFailure: string | null;
}

export async function orderDetailLoader(args: LoaderFunctionArgs) {
  const loaded = await orderLoader(args);
  const { order } = loaded.data;
  const services = servicesFrom(args.context);
  let reviews: MyReview[] | null = null;
  let reviewsFailure: string | null = null;
  if (order && isReviewableOrderStatus(order.status) && services.isSignedIn()) {
    try {
      reviews = await services.myReviews.mine();
    } catch (error) {
      reviewsFailure = error instanceof Error ? error.message : 'Something went wrong';
    }
  }
  return data<OrderDetailData>({ ...loaded.data, reviews, reviewsFailure }, loaded.init ?? undefined);
}

/** A review just sent (the address names another product) reads the reviews again; else as the order page. */
export function orderDetailShouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  const sent = args.nextUrl.searchParams.get(REVIEWED_PARAM);
  if (sent !== null && sent !== args.currentUrl.searchParams.get(REVIEWED_PARAM)) return true;
  return orderShouldRevalidate(args);
}
