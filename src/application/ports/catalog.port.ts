import type { BrandCard, CategoryCard, ProductCard, ProductSource } from '../../domain/catalog/catalog-types';
import type { SearchSuggestions } from '../../domain/catalog/search-suggestions';

/** Catalogue reads for the current store (the tenant comes from the access token). */
export interface CatalogPort {
  productCards(source: ProductSource, limit: number): Promise<ProductCard[]>;
  categoryCards(limit: number): Promise<CategoryCard[]>;
  brandCards(limit: number): Promise<BrandCard[]>;
  /** Products, categories and pages whose names hold every typed word (nothing for under 2 letters). */
  suggestions(typed: string): Promise<SearchSuggestions>;
}
