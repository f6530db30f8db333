/** ProductPort over HTTP: /Catalog/GetProduct, /Catalog/GetReviews and /Catalog/GetCompareProducts, read through product.wire.ts. */
import type { StoreApiClient } from './store-api-client';
import type { ProductPort } from '../../application/ports/product.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { CompareProduct, ProductDetail } from '../../domain/catalog/product-detail';
import type { ReviewPage, ReviewQuery } from '../../domain/catalog/product-reviews';
import { compareProductsFromWire, productFromWire, reviewPageFromWire } from '../../contracts/product.wire';
import { readStoreApi } from './store-api-client';

/** A product the store does not sell (404) reads as absent; everything else is a real failure. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 404) return null;
    throw error;
  }
}

export class HttpProduct implements ProductPort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  getProduct(productId: number): Promise<ProductDetail | null> {
    return orNull(
      readStoreApi(this.deps.client.get('Catalog/GetProduct', { searchParams: { ProductID: String(productId) } }), productFromWire),
    );
  }

  getReviews(query: ReviewQuery): Promise<ReviewPage | null> {
    const searchParams: Record<string, string> = { ProductID: String(query.productId), Sort: String(query.sort), Page: String(query.page) };
    if (query.rating) searchParams.Rating = String(query.rating);
    return orNull(readStoreApi(this.deps.client.get('Catalog/GetReviews', { searchParams }), reviewPageFromWire));
  }

  async compareProducts(productIds: readonly number[]): Promise<CompareProduct[]> {
    if (productIds.length === 0) return [];
    return readStoreApi(
      this.deps.client.get('Catalog/GetCompareProducts', { searchParams: { IDs: productIds.join(',') } }),
      compareProductsFromWire,
    );
  }
}
