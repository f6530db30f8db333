/** ProductPort of the mock backend: product details, reviews and compare rows from the fixtures. */
import type { ProductPort } from '../../application/ports/product.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { CompareProduct, ProductDetail } from '../../domain/catalog/product-detail';
import { REVIEW_SORT, REVIEWS_PAGE_SIZE, type ReviewPage, type ReviewQuery } from '../../domain/catalog/product-reviews';
import { MOCK_PRODUCTS } from './mock-fixtures';
import { MOCK_PRODUCT_DETAILS, MOCK_REVIEWS } from './mock-product-fixtures';

const STARS = [5, 4, 3, 2, 1] as const;

export class MockProducts implements ProductPort {
  constructor(private readonly deps: { accessToken: () => string | null }) {}

  async getProduct(productId: number): Promise<ProductDetail | null> {
    this.requireToken();
    return MOCK_PRODUCT_DETAILS.find((p) => p.productID === productId) ?? null;
  }

  async getReviews(query: ReviewQuery): Promise<ReviewPage | null> {
    this.requireToken();
    const all = MOCK_REVIEWS.get(query.productId);
    if (!all) return null;
    const matching = all.filter((r) => !query.rating || r.rating === query.rating);
    const sorted = [...matching].sort(
      (a, b) =>
        (query.sort === REVIEW_SORT.MOST_RECENT ? 0 : b.helpfulCount - a.helpfulCount) ||
        b.createdAt.localeCompare(a.createdAt) ||
        b.reviewID - a.reviewID,
    );
    const distribution = STARS.map((rating) => ({ rating, count: all.filter((r) => r.rating === rating).length }));
    const points = all.reduce((sum, r) => sum + r.rating, 0);
    return {
      reviews: sorted.slice((query.page - 1) * REVIEWS_PAGE_SIZE, query.page * REVIEWS_PAGE_SIZE),
      page: query.page,
      pageSize: REVIEWS_PAGE_SIZE,
      total: matching.length,
      totalPages: Math.max(1, Math.ceil(matching.length / REVIEWS_PAGE_SIZE)),
      summary: { average: all.length ? Math.round((points / all.length) * 100) / 100 : 0, count: all.length, distribution },
    };
  }

  async compareProducts(productIds: readonly number[]): Promise<CompareProduct[]> {
    this.requireToken();
    return [...new Set(productIds)].flatMap((id) => {
      const card = MOCK_PRODUCTS.find((p) => p.productID === id);
      const detail = MOCK_PRODUCT_DETAILS.find((p) => p.productID === id);
      if (!card || !detail) return [];
      return [
        {
          ...card,
          description: detail.description,
          attributes: detail.attributes.map((a) => ({ name: a.name, values: a.values.map((v) => v.value) })),
        },
      ];
    });
  }

  private requireToken(): void {
    if (!this.deps.accessToken()) throw new StoreApiError(401, 'Unauthorized: a valid access token is required');
  }
}
