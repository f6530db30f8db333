/**
 * The account order page's review form (decision 90): the same action answers a post without
 * JavaScript (rendered by the server, 303 back to the order) and the live page's React Router <Form>.
 * Rating, title and text are checked by the review's own rules first, so each message shows beside
 * its field with what was typed; the store API's refusals (a product not delivered to the customer)
 * come back the same way. Sent, the page opens again with `?reviewed=<product>`, which reads the
 * customer's reviews again (order-reviews-loader.ts) and says the review waits for the store.
 */
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { RATING_MAX, RATING_MIN } from '../../domain/catalog/rating';
import { REVIEW_LIMITS } from '../../domain/catalog/review-moderation';
import { openStoreForPost, postedText, refusalReply, type FormReply } from './form-post';

/** After a review is sent the order's page opens with the product's id here (order-reviews-loader.ts reads the reviews again). */
export const REVIEWED_PARAM = 'reviewed';
const ID = /^[1-9]\d{0,9}$/;

/** The review's fields as the shopper typed them, with a message per field the rules refuse. */
export function reviewFieldErrors(values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const rating = Number(values.Rating ?? '');
  if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) errors.Rating = 'Choose a rating from 1 to 5 stars';
  if ((values.Title ?? '').trim().length > REVIEW_LIMITS.title) errors.Title = `Keep the title within ${REVIEW_LIMITS.title} characters`;
  if ((values.Body ?? '').trim().length > REVIEW_LIMITS.body) errors.Body = `Keep your review within ${REVIEW_LIMITS.body} characters`;
  return errors;
}

export async function reviewFormAction({ request, context, params }: ActionFunctionArgs) {
  const { services } = await openStoreForPost(context, request);
  const values = postedText(await request.formData());
  const page = `/orderdetail/${params.id ?? ''}`;
  const reply = (errors: FormReply['errors'], message: string, status: number) => data<FormReply>({ errors, message, values }, { status });
  if (!services.isSignedIn()) return redirect(`/signin?redirect=${encodeURIComponent(page)}`, 303);
  if (!ID.test(values.ProductID ?? '')) return reply({}, 'Say which product you review (form field "ProductID").', 400);
  const errors = reviewFieldErrors(values);
  if (Object.keys(errors).length > 0) return reply(errors, '', 400);
  try {
    await services.myReviews.write({
      productId: Number(values.ProductID),
      rating: Number(values.Rating),
      title: (values.Title ?? '').trim(),
      body: (values.Body ?? '').trim(),
    });
    return redirect(`${page}?${REVIEWED_PARAM}=${values.ProductID}`, 303);
  } catch (error) {
    const refused = refusalReply(error, values);
    if (!refused) throw error;
    return reply(refused.reply.errors, refused.reply.message, refused.status);
  }
}
