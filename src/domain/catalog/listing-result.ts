/**
 * A listing as the store API computes it: one page of product cards, the total, and the facets a
 * shopper narrows by. Each facet is counted with every other active filter applied, so a count
 * always says how many products the shopper would see after ticking it.
 */
import type { ProductCard } from './catalog-types';
import type { ListingRequestFilters } from './listing-filters';
import type { ListingSort, SearchField } from './listing-query';

/** Which products a listing draws from (ids, as the page resolver gives them). */
export type ListingScopeRef = { kind: 'all' } | { kind: 'search' } | { kind: 'category' | 'brand' | 'collection'; id: number };

/**
 * A listing query in the API's terms: prices in the store's base currency. The filters' fields
 * (brands; priceMin, priceMax; inStock) come from the filter table (listing-filters.ts).
 */
export type ListingRequest = ListingRequestFilters & {
  keyword: string;
  fields: SearchField[];
  sort: ListingSort;
  page: number;
  pageSize: number;
};

export interface BrandFacet {
  slug: string;
  name: string;
  count: number;
}

export interface ListingFacets {
  brands: BrandFacet[];
  /** Lowest and highest price (base currency) among the products the other filters leave; null when none. */
  price: { min: number; max: number } | null;
  availability: { inStock: number };
}

export interface ListingResult {
  products: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
  /** True when no product matched the keyword exactly and these are close matches (typos). */
  approximate: boolean;
  /**
   * True on a product group chosen by hand: its first sort (the spec's popularity) is the order its
   * owner gave its products, which the sort menu calls "Featured" there (decision 107).
   */
  ownerOrder?: boolean;
  facets: ListingFacets;
}

/** How many pages a total makes; an empty listing still has one (empty) page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
