/** From what the shopper's URL says (display currency, page scope) to what the store API is asked. */
import { filtersToRequest } from './listing-filter-values';
import type { ListingQuery } from './listing-query';
import type { ListingRequest, ListingScopeRef } from './listing-result';
import type { ListingScope } from './resolved-page';

export function toListingRequest(query: ListingQuery, currencyRate: number): ListingRequest {
  return {
    ...filtersToRequest(query, currencyRate),
    keyword: query.kw,
    fields: query.fields,
    sort: query.sort,
    page: query.page,
    pageSize: query.recs,
  };
}

export function scopeRefOf(scope: ListingScope): ListingScopeRef {
  return scope.kind === 'all' || scope.kind === 'search' ? { kind: scope.kind } : { kind: scope.kind, id: scope.id };
}

/** "Showing 1–24 of 80 products" for a page of a listing. */
export function resultsRange(page: number, pageSize: number, shown: number, total: number): { from: number; to: number } {
  if (shown === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, from + shown - 1) };
}
