/** ListingPort over HTTP: GET /Catalog/GetListing of the store API (prices in base currency). */
import type { StoreApiClient } from './store-api-client';
import type { ListingPort } from '../../application/ports/listing.port';
import type { ListingRequest, ListingResult, ListingScopeRef } from '../../domain/catalog/listing-result';
import { callStoreApi } from './store-api-client';

export function listingSearchParams(scope: ListingScopeRef, request: ListingRequest): Record<string, string> {
  const params: Record<string, string> = {
    Scope: scope.kind,
    Sort: String(request.sort),
    Page: String(request.page),
    PageSize: String(request.pageSize),
  };
  if ('id' in scope) params.ScopeID = String(scope.id);
  if (request.keyword) {
    params.Keyword = request.keyword;
    params.Fields = request.fields.join(',');
  }
  if (request.brands.length > 0) params.Brands = request.brands.join(',');
  if (request.priceMin !== null) params.PriceMin = String(request.priceMin);
  if (request.priceMax !== null) params.PriceMax = String(request.priceMax);
  if (request.inStock) params.InStock = '1';
  return params;
}

export class HttpListing implements ListingPort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  getListing(scope: ListingScopeRef, request: ListingRequest): Promise<ListingResult> {
    return callStoreApi(this.deps.client.get('Catalog/GetListing', { searchParams: listingSearchParams(scope, request) }));
  }
}
