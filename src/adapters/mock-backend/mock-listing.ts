/**
 * ListingPort of the in-memory mock backend: the same filters, sorts, facets and pagination as the
 * store API, computed over the fixtures (a dozen products, so in memory is the right place here).
 */
import type { ListingPort } from '../../application/ports/listing.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { ProductCard } from '../../domain/catalog/catalog-types';
import { LISTING_FILTER_KEYS, type ListingFilterKey } from '../../domain/catalog/listing-filters';
import { LISTING_SORTS } from '../../domain/catalog/listing-query';
import { pageCountOf, type ListingRequest, type ListingResult, type ListingScopeRef } from '../../domain/catalog/listing-result';
import { MOCK_BRANDS, MOCK_CATEGORIES, MOCK_PRODUCTS } from './mock-fixtures';

const slugOf = (name: string | null) => (name ?? '').toLowerCase();

function inScope(product: ProductCard, scope: ListingScopeRef): boolean {
  switch (scope.kind) {
    case 'category':
      return slugOf(product.categoryName) === MOCK_CATEGORIES.find((c) => c.categoryID === scope.id)?.slug;
    case 'brand':
      return slugOf(product.brandName) === MOCK_BRANDS.find((b) => b.brandID === scope.id)?.slug;
    // The mock's one collection ('new-in', id 1) holds the new products.
    case 'collection':
      return scope.id === 1 && product.isNew;
    default:
      return true;
  }
}

function matchesKeyword(product: ProductCard, request: ListingRequest): boolean {
  const words = request.keyword.toLowerCase().split(' ').filter(Boolean);
  const haystack = [
    request.fields.includes('name') ? product.name : '',
    // Fixture cards carry no description; brand and category stand in for it.
    request.fields.includes('description') ? `${product.brandName} ${product.categoryName}` : '',
    request.fields.includes('sku') ? product.sku : '',
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Each filter's predicate, keyed by the filter table's keys (the store API's SQL conditions, in memory). */
export const FILTER_PREDICATES: { [K in ListingFilterKey]: (product: ProductCard, request: ListingRequest) => boolean } = {
  brands: (product, request) => request.brands.length === 0 || request.brands.includes(slugOf(product.brandName)),
  price: (product, request) =>
    (request.priceMin === null || product.price >= request.priceMin) && (request.priceMax === null || product.price <= request.priceMax),
  inStock: (product, request) => !request.inStock || product.inStock,
};

function passes(product: ProductCard, request: ListingRequest, skip?: ListingFilterKey): boolean {
  return LISTING_FILTER_KEYS.every((filter) => filter === skip || FILTER_PREDICATES[filter](product, request));
}

const BY_SORT: Record<number, (a: ProductCard, b: ProductCard) => number> = {
  [LISTING_SORTS.PRICE_ASC]: (a, b) => a.price - b.price,
  [LISTING_SORTS.PRICE_DESC]: (a, b) => b.price - a.price,
  [LISTING_SORTS.NAME_ASC]: (a, b) => a.name.localeCompare(b.name),
  [LISTING_SORTS.NAME_DESC]: (a, b) => b.name.localeCompare(a.name),
  [LISTING_SORTS.RATING]: (a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount,
  [LISTING_SORTS.NEWEST]: (a, b) => b.productID - a.productID,
};
const popularity = (a: ProductCard, b: ProductCard) => b.ratingCount - a.ratingCount;

export class MockListing implements ListingPort {
  constructor(private readonly deps: { accessToken: () => string | null }) {}

  async getListing(scope: ListingScopeRef, request: ListingRequest): Promise<ListingResult> {
    if (!this.deps.accessToken()) throw new StoreApiError(401, 'Unauthorized: a valid access token is required');
    const base = MOCK_PRODUCTS.filter((p) => inScope(p, scope) && (!request.keyword || matchesKeyword(p, request)));
    const matching = base.filter((p) => passes(p, request));
    const compare = BY_SORT[request.sort] ?? popularity;
    const sorted = [...matching].sort((a, b) => compare(a, b) || a.productID - b.productID);
    const start = (request.page - 1) * request.pageSize;
    const priced = base.filter((p) => passes(p, request, 'price')).map((p) => p.price);
    const brandPool = base.filter((p) => passes(p, request, 'brands'));
    return {
      products: sorted.slice(start, start + request.pageSize),
      total: matching.length,
      page: request.page,
      pageCount: pageCountOf(matching.length, request.pageSize),
      approximate: false,
      facets: {
        brands: MOCK_BRANDS.map((b) => ({
          slug: b.slug,
          name: b.name,
          count: brandPool.filter((p) => slugOf(p.brandName) === b.slug).length,
        })).filter((b) => b.count > 0 || request.brands.includes(b.slug)),
        price: priced.length > 0 ? { min: Math.min(...priced), max: Math.max(...priced) } : null,
        availability: { inStock: base.filter((p) => passes(p, request, 'inStock') && p.inStock).length },
      },
    };
  }
}
