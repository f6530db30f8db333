/**
 * Published reviews of one product (decision 90): a page in the chosen sort (1 Most Helpful, 2 Most
 * Recent), optionally only one star count, and the rating summary over the product's published
 * reviews; pending and hidden ones never reach a shopper. `refreshProductRating` writes the same
 * summary's average and count to the product, which listings, their rating sort, cards and
 * structured data read. The caller checks that the product belongs to the tenant first.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { REVIEW_SORT, type ReviewPage, type ReviewQuery } from '../../../src/domain/catalog/product-reviews';
import { summarize } from '../../../src/domain/catalog/review-moderation';
import type { Db } from '../platform/database/client';
import { products, reviews } from './catalog.tables';

type Reader = Pick<Db, 'select'>;

const published = (productId: number) => and(eq(reviews.productId, productId), eq(reviews.status, 'published'));

/** The product's published reviews counted per star, summarised. */
export async function publishedRatingSummary(db: Reader, productId: number) {
  const counts = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(published(productId))
    .groupBy(reviews.rating)
    .orderBy(asc(reviews.rating));
  return summarize(counts.map((c) => ({ rating: c.rating, count: Number(c.count) })));
}

/** Sets the product's average and count from its published reviews; run in the transaction that changed one. */
export async function refreshProductRating(tx: Pick<Db, 'select' | 'update'>, productId: number): Promise<void> {
  const summary = await publishedRatingSummary(tx, productId);
  await tx
    .update(products)
    .set({ rating: summary.average.toFixed(2), ratingCount: summary.count })
    .where(eq(products.id, productId));
}

export class ReviewRepository {
  constructor(private readonly deps: { db: Db }) {}

  async page(query: ReviewQuery, pageSize: number): Promise<ReviewPage> {
    const { db } = this.deps;
    const where = query.rating ? and(published(query.productId), eq(reviews.rating, query.rating)) : published(query.productId);
    const order =
      query.sort === REVIEW_SORT.MOST_RECENT
        ? [desc(reviews.createdAt), desc(reviews.id)]
        : [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)];
    const [rows, summary] = await Promise.all([
      db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((query.page - 1) * pageSize),
      publishedRatingSummary(db, query.productId),
    ]);
    const total = query.rating ? (summary.distribution.find((d) => d.rating === query.rating)?.count ?? 0) : summary.count;
    return {
      reviews: rows.map((r) => ({
        reviewID: r.id,
        author: r.author,
        rating: r.rating,
        title: r.title,
        body: r.body,
        helpfulCount: r.helpfulCount,
        createdAt: r.createdAt.toISOString(),
        answer: r.answer,
        answeredAt: r.answeredAt?.toISOString() ?? null,
      })),
      page: query.page,
      pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      summary,
    };
  }
}
