import type { ListingRequest, ListingResult, ListingScopeRef } from '../../domain/catalog/listing-result';

/** Category, brand, collection, search and all-products listings of the current store, with facets. */
export interface ListingPort {
  getListing(scope: ListingScopeRef, request: ListingRequest): Promise<ListingResult>;
}
