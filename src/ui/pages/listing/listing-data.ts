/** Loader data of a listing page: the query read from the URL and the store API's answer. */
import type { ListingQuery } from '../../../domain/catalog/listing-query';
import type { ListingResult } from '../../../domain/catalog/listing-result';

export interface ListingData {
  query: ListingQuery;
  result: ListingResult;
}
