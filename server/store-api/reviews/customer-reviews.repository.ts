/**
 * A customer's own reviews (decision 90). Writing checks, in the store of the customer's token, that
 * the product exists and that one of the customer's delivered orders holds it; the review is then
 * written or, when the customer reviewed the product before, edited, and either way waits for the
 * owner again (`pending`). The product's published average is worked again in the same transaction,
 * since an edit takes a published review off the store until it is approved.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { MyReview, WriteReviewBody } from '../../../src/contracts/reviews.contract';
import { REVIEW_LIMITS, REVIEWABLE_ORDER_STATUS } from '../../../src/domain/catalog/review-moderation';
import { products, reviews } from '../catalog/catalog.tables';
import { refreshProductRating } from '../catalog/review.repository';
import { customers } from '../identity/identity.tables';
import type { CustomerRef } from '../identity/customer-guard';
import { orderLines, orders } from '../orders/orders.tables';
import type { Db } from '../platform/database/client';

export type ReviewWrite = { ok: true; review: MyReview } | { ok: false; status: 403 | 404; message: string; field: 'ProductID' };

type Row = typeof reviews.$inferSelect;

export const myReviewOf = (row: Row): MyReview => ({
  reviewID: row.id,
  productID: row.productId,
  orderID: row.orderId,
  rating: row.rating,
  title: row.title,
  body: row.body,
  status: row.status,
  answer: row.answer,
  updatedAt: row.updatedAt.toISOString(),
});

/** "Ada L.": the name shoppers see, given and family initial, as most stores show reviewers. */
export function authorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  const name = `${firstName.trim()}${initial ? ` ${initial.toUpperCase()}.` : ''}`.trim() || 'Customer';
  return name.slice(0, REVIEW_LIMITS.author);
}

/** The customer's latest delivered order of this store holding the product, or null. */
async function deliveredOrderWith(db: Db, who: CustomerRef, productId: number): Promise<number | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.storeId, who.storeId),
        eq(orders.customerId, String(who.customerId)),
        eq(orders.status, REVIEWABLE_ORDER_STATUS),
        eq(orderLines.productId, productId),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return order?.id ?? null;
}

export async function writeReview(db: Db, who: CustomerRef, body: WriteReviewBody): Promise<ReviewWrite> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, body.ProductID), eq(products.storeId, who.storeId)))
    .limit(1);
  if (!product) return { ok: false, status: 404, message: 'No such product in this store', field: 'ProductID' };
  const orderId = await deliveredOrderWith(db, who, product.id);
  if (orderId === null) {
    return { ok: false, status: 403, message: 'You can review the products of your delivered orders only', field: 'ProductID' };
  }
  const [customer] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(and(eq(customers.id, who.customerId), eq(customers.storeId, who.storeId)))
    .limit(1);
  if (!customer) return { ok: false, status: 403, message: 'Sign in to use your account', field: 'ProductID' };
  const text = { rating: body.Rating, title: body.Title, body: body.Body };
  const row = await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(reviews)
      .values({
        productId: product.id,
        customerId: who.customerId,
        orderId,
        author: authorName(customer.firstName, customer.lastName),
        status: 'pending',
        ...text,
      })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.customerId],
        set: { ...text, orderId, status: 'pending', updatedAt: sql`now()` },
      })
      .returning();
    await refreshProductRating(tx, product.id);
    return written!;
  });
  return { ok: true, review: myReviewOf(row) };
}

/** Every review the customer wrote in this store, latest first. */
export async function myReviews(db: Db, who: CustomerRef): Promise<MyReview[]> {
  const rows = await db
    .select({ review: reviews })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(products.storeId, who.storeId), eq(reviews.customerId, who.customerId)))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id));
  return rows.map((r) => myReviewOf(r.review));
}
