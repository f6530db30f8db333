/**
 * Reviews of one product: a page in the chosen sort (1 Most Helpful, 2 Most Recent), optionally
 * only one star count, and the rating summary over all the product's reviews. The caller checks
 * that the product belongs to the tenant first.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { REVIEW_SORT, type RatingSummary, type ReviewPage, type ReviewQuery } from '../../../src/domain/catalog/product-reviews';
import type { Db } from '../platform/database/client';
import { reviews } from './catalog.tables';

const STARS = [5, 4, 3, 2, 1] as const;

export class ReviewRepository {
  constructor(private readonly deps: { db: Db }) {}

  async page(query: ReviewQuery, pageSize: number): Promise<ReviewPage> {
    const { db } = this.deps;
    const forProduct = eq(reviews.productId, query.productId);
    const where = query.rating ? and(forProduct, eq(reviews.rating, query.rating)) : forProduct;
    const order =
      query.sort === REVIEW_SORT.MOST_RECENT
        ? [desc(reviews.createdAt), desc(reviews.id)]
        : [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)];
    const [rows, counts] = await Promise.all([
      db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((query.page - 1) * pageSize),
      db
        .select({ rating: reviews.rating, count: count() })
        .from(reviews)
        .where(forProduct)
        .groupBy(reviews.rating)
        .orderBy(asc(reviews.rating)),
    ]);
    const summary = summarize(counts.map((c) => ({ rating: c.rating, count: Number(c.count) })));
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
      })),
      page: query.page,
      pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      summary,
    };
  }
}

/** Average and distribution from per-star counts (ratings outside 1-5 are ignored). */
export function summarize(counts: ReadonlyArray<{ rating: number; count: number }>): RatingSummary {
  const distribution = STARS.map((rating) => ({
    rating,
    count: counts.filter((c) => c.rating === rating).reduce((sum, c) => sum + c.count, 0),
  }));
  const total = distribution.reduce((sum, d) => sum + d.count, 0);
  const points = distribution.reduce((sum, d) => sum + d.rating * d.count, 0);
  return { average: total > 0 ? Math.round((points / total) * 100) / 100 : 0, count: total, distribution };
}
