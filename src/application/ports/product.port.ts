import type { CompareProduct, ProductDetail } from '../../domain/catalog/product-detail';
import type { ReviewPage, ReviewQuery } from '../../domain/catalog/product-reviews';

/** Product page and compare reads for the current store (the tenant comes from the access token). */
export interface ProductPort {
  /** Null when the store has no such enabled product. */
  getProduct(productId: number): Promise<ProductDetail | null>;
  /** Null when the store has no such enabled product. */
  getReviews(query: ReviewQuery): Promise<ReviewPage | null>;
  /** The products in the order asked; ids the store does not sell are left out. */
  compareProducts(productIds: readonly number[]): Promise<CompareProduct[]>;
}
