/** ListingPort over HTTP: GET /Catalog/GetListing of the store API (prices in base currency). */
import type { StoreApiClient } from './store-api-client';
import type { ListingPort } from '../../application/ports/listing.port';
import { listingParams } from '../../contracts/listing-request-writer';
import type { ListingRequest, ListingResult, ListingScopeRef } from '../../domain/catalog/listing-result';
import { callStoreApi } from './store-api-client';

export class HttpListing implements ListingPort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  getListing(scope: ListingScopeRef, request: ListingRequest): Promise<ListingResult> {
    return callStoreApi(this.deps.client.get('Catalog/GetListing', { searchParams: listingParams(scope, request) }));
  }
}
