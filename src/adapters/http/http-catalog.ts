/** CatalogPort over HTTP: the /Catalog/* calls of the embedded store API, read through catalog.wire.ts. */
import type { StoreApiClient } from './store-api-client';
import type { CatalogPort } from '../../application/ports/catalog.port';
import type { BrandCard, CategoryCard, ProductCard, ProductSource } from '../../domain/catalog/catalog-types';
import type { SearchSuggestions } from '../../domain/catalog/search-suggestions';
import { brandCardsFromWire, categoryCardsFromWire, productCardsFromWire, suggestionsFromWire } from '../../contracts/catalog.wire';
import { readStoreApi } from './store-api-client';

export class HttpCatalog implements CatalogPort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  productCards(source: ProductSource, limit: number): Promise<ProductCard[]> {
    const searchParams: Record<string, string> = { Source: source.kind, Limit: String(limit) };
    if ('slug' in source) searchParams.Slug = source.slug;
    return readStoreApi(this.deps.client.get('Catalog/GetProducts', { searchParams }), productCardsFromWire);
  }

  categoryCards(limit: number): Promise<CategoryCard[]> {
    return readStoreApi(this.deps.client.get('Catalog/GetCategories', { searchParams: { Limit: String(limit) } }), categoryCardsFromWire);
  }

  brandCards(limit: number): Promise<BrandCard[]> {
    return readStoreApi(this.deps.client.get('Catalog/GetBrands', { searchParams: { Limit: String(limit) } }), brandCardsFromWire);
  }

  suggestions(typed: string): Promise<SearchSuggestions> {
    return readStoreApi(this.deps.client.get('Catalog/Suggest', { searchParams: { Keyword: typed } }), suggestionsFromWire);
  }
}
