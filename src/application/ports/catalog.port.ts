import type { BrandCard, CategoryCard, ProductCard, ProductSource } from '../../domain/catalog/catalog-types';

/** Catalogue reads for the current store (the tenant comes from the access token). */
export interface CatalogPort {
  productCards(source: ProductSource, limit: number): Promise<ProductCard[]>;
  categoryCards(limit: number): Promise<CategoryCard[]>;
  brandCards(limit: number): Promise<BrandCard[]>;
}
