/**
 * What a webhook's `data` says of a product (docs/back-office.md, "Webhooks"): a stable, snake_case shape
 * for receivers, with money as the decimal text the store keeps, in the store's base currency.
 * Never an order's access token, a password hash or a session.
 */

export interface ProductDataRow {
  id: number;
  slug: string;
  name: string;
  status: string;
  sku: string;
  price: string;
  compareAtPrice: string | null;
  stock: number;
  vendor: string;
  productType: string;
  tags: string[];
  version: number;
  updatedAt: Date;
}

export function productData(product: ProductDataRow) {
  return {
    id: product.id,
    handle: product.slug,
    name: product.name,
    status: product.status,
    sku: product.sku,
    price: product.price,
    compare_at_price: product.compareAtPrice,
    stock: product.stock,
    vendor: product.vendor,
    product_type: product.productType,
    tags: product.tags,
    version: product.version,
    updated_at: product.updatedAt.toISOString(),
  };
}
