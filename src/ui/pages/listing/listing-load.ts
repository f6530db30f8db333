/**
 * The listing loader's work: read the query from the URL, ask the store API, build the head. A
 * plain GET form (no JavaScript) sends the price as two fields (a filter's form-only fields,
 * listing-filter-values.ts); that one shape is redirected to the canonical URL, every other URL
 * renders as it is (bad values clamped or ignored, never an error).
 */
import { redirect } from 'react-router';
import { formOnlyFilters } from '../../../domain/catalog/listing-filter-values';
import { listingHref, parseListingQuery } from '../../../domain/catalog/listing-query';
import { scopeRefOf, toListingRequest } from '../../../domain/catalog/listing-request';
import type { PageHead } from '../../../domain/seo/page-head';
import type { FlatPageLoadArgs } from '../flat/flat-page-view';
import type { ListingData } from './listing-data';
import { listingHead } from './listing-head';
import { hrefWithKept } from './listing-nav';

export async function loadListing({ services, store, page, url }: FlatPageLoadArgs): Promise<{ data: ListingData; head: PageHead }> {
  const params = url.searchParams;
  const formOnly = formOnlyFilters(params);
  if (Object.keys(formOnly).length > 0) {
    const query = { ...parseListingQuery(params), ...formOnly, page: 1 };
    throw redirect(hrefWithKept(listingHref(url.pathname, query), url.search));
  }
  const query = parseListingQuery(params);
  const scope = scopeRefOf(page.listing ?? { kind: 'all' });
  const result = await services.listing.getListing(scope, toListingRequest(query, store.siteConfig.currency.currencyRate));
  return { data: { query, result }, head: listingHead({ page, query, result, origin: url.origin }) };
}
