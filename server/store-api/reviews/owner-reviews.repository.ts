/**
 * The studio's moderation queue (decision 90). Every read and write is scoped to the owner's store
 * through the review's product, so another store's review is simply not found. Approving, hiding
 * and deleting work the product's published average again in the same transaction.
 */
import { and, count, desc, eq, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { OwnerReview, ReviewCounts, ReviewListQuery } from '../../../src/contracts/owner-reviews.contract';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../src/domain/catalog/review-moderation';
import { products, reviews } from '../catalog/catalog.tables';
import { refreshProductRating } from '../catalog/review.repository';
import { customers } from '../identity/identity.tables';
import { orders } from '../orders/orders.tables';
import { containsPattern } from '../platform/contains-pattern';
import type { Db } from '../platform/database/client';

const columns = {
  review: reviews,
  productName: products.name,
  productSlug: products.slug,
  customerEmail: customers.email,
  orderCode: orders.code,
};

type Joined = {
  review: typeof reviews.$inferSelect;
  productName: string;
  productSlug: string;
  customerEmail: string | null;
  orderCode: string | null;
};

const ownerReviewOf = (row: Joined): OwnerReview => ({
  reviewID: row.review.id,
  productID: row.review.productId,
  productName: row.productName,
  productURL: `/${row.productSlug}`,
  author: row.review.author,
  customerEmail: row.customerEmail,
  orderCode: row.orderCode,
  rating: row.review.rating,
  title: row.review.title,
  body: row.review.body,
  status: row.review.status,
  answer: row.review.answer,
  answeredAt: row.review.answeredAt?.toISOString() ?? null,
  moderatedAt: row.review.moderatedAt?.toISOString() ?? null,
  createdAt: row.review.createdAt.toISOString(),
  updatedAt: row.review.updatedAt.toISOString(),
});

function joined(db: Pick<Db, 'select'>, where: SQL | undefined) {
  return db
    .select(columns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .where(where);
}

const inStore = (storeId: number) => eq(products.storeId, storeId);
const storeReview = (storeId: number, reviewId: number) => and(inStore(storeId), eq(reviews.id, reviewId));
/** The review's id when it is the store's: the guard of every write. */
const ofStore = (storeId: number) =>
  sql`${reviews.productId} in (select ${products.id} from ${products} where ${products.storeId} = ${storeId})`;

export async function reviewCounts(db: Pick<Db, 'select'>, storeId: number): Promise<ReviewCounts> {
  const rows = await db
    .select({ status: reviews.status, count: count() })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(inStore(storeId))
    .groupBy(reviews.status);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((status) => [status, 0])) as ReviewCounts;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const like = (column: AnyColumn, words: string) => sql`${column} ilike ${containsPattern(words)}`;

/** The queue's filters (owner-reviews.contract.ts); the store's scope always, each other one when given. */
function filtersOf(storeId: number, query: ReviewListQuery): SQL | undefined {
  return and(
    inStore(storeId),
    query.Status === 'all' ? undefined : eq(reviews.status, query.Status),
    query.Search ? or(like(reviews.title, query.Search), like(reviews.body, query.Search)) : undefined,
    query.Product ? like(products.name, query.Product) : undefined,
    // The customer's e-mail lives on their account: the subquery keeps the count's query free of the join.
    query.Customer
      ? or(
          like(reviews.author, query.Customer),
          sql`${reviews.customerId} in (select ${customers.id} from ${customers} where ${customers.storeId} = ${storeId} and ${like(customers.email, query.Customer)})`,
        )
      : undefined,
    query.Rating ? eq(reviews.rating, query.Rating) : undefined,
    query.From ? gte(reviews.updatedAt, new Date(`${query.From}T00:00:00Z`)) : undefined,
    query.To ? lt(reviews.updatedAt, nextDay(query.To)) : undefined,
  );
}

export async function listReviews(db: Db, storeId: number, query: ReviewListQuery) {
  const where = filtersOf(storeId, query);
  // Pending first (what waits for the owner), then the newest writing or edit.
  const order = [sql`case when ${reviews.status} = 'pending' then 0 else 1 end`, desc(reviews.updatedAt), desc(reviews.id)];
  const [rows, [total], counts] = await Promise.all([
    joined(db, where)
      .orderBy(...order)
      .limit(query.PageSize)
      .offset((query.Page - 1) * query.PageSize),
    db.select({ n: count() }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(where),
    reviewCounts(db, storeId),
  ]);
  return { reviews: rows.map(ownerReviewOf), total: Number(total?.n ?? 0), page: query.Page, pageSize: query.PageSize, counts };
}

async function oneReview(db: Pick<Db, 'select'>, storeId: number, reviewId: number): Promise<OwnerReview | null> {
  const [row] = await joined(db, storeReview(storeId, reviewId)).limit(1);
  return row ? ownerReviewOf(row) : null;
}

/** Approves (`published`) or hides the store's review; null when the store has no such review. */
export async function moderateReview(db: Db, storeId: number, reviewId: number, status: Extract<ReviewStatus, 'published' | 'hidden'>) {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(reviews)
      .set({ status, moderatedAt: sql`now()` })
      .where(and(eq(reviews.id, reviewId), ofStore(storeId)))
      .returning({ productId: reviews.productId });
    if (!changed) return null;
    await refreshProductRating(tx, changed.productId);
    return oneReview(tx, storeId, reviewId);
  });
}

/** Sets the store's public answer ('' takes it away); null when the store has no such review. */
export async function answerReview(db: Db, storeId: number, reviewId: number, answer: string) {
  const [changed] = await db
    .update(reviews)
    .set({ answer, answeredAt: answer ? sql`now()` : null })
    .where(and(eq(reviews.id, reviewId), ofStore(storeId)))
    .returning({ id: reviews.id });
  return changed ? oneReview(db, storeId, reviewId) : null;
}

/** Deletes the store's review; false when the store has no such review. */
export async function deleteReview(db: Db, storeId: number, reviewId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(reviews)
      .where(and(eq(reviews.id, reviewId), ofStore(storeId)))
      .returning({ productId: reviews.productId });
    if (!gone) return false;
    await refreshProductRating(tx, gone.productId);
    return true;
  });
}
