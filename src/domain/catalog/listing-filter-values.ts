/** The filters' part of a listing query, read and written by walking the filter table (listing-filters.ts). */
import {
  LISTING_FILTER_KEYS,
  walkedFilter,
  type ListingFilterKey,
  type ListingFilterValues,
  type ListingRequestFilters,
} from './listing-filters';

const byKey = <T>(value: (key: ListingFilterKey) => T) => Object.fromEntries(LISTING_FILTER_KEYS.map((key) => [key, value(key)]));

/** Every filter off. */
export const noFilters = (): ListingFilterValues => byKey((key) => walkedFilter(key).off) as ListingFilterValues;

export const filtersFromUrl = (params: URLSearchParams): ListingFilterValues =>
  byKey((key) => walkedFilter(key).fromUrl(params)) as ListingFilterValues;

/** The URL pairs of the filters that are on. */
export function filtersToUrl(values: ListingFilterValues): Array<[string, string]> {
  return LISTING_FILTER_KEYS.flatMap((key) => {
    const spec = walkedFilter(key);
    return spec.count(values[key]) > 0 ? [[spec.urlKey, spec.toUrl(values[key])] as [string, string]] : [];
  });
}

/** What the filter form says, all filters at once (its plain GET fields, or FormData read alike). */
export const filtersFromForm = (read: (name: string) => string[]): ListingFilterValues =>
  byKey((key) => walkedFilter(key).fromForm(read)) as ListingFilterValues;

/**
 * The filters a plain GET form sent under fields other than their URL key (the price's prmin and
 * prmax), read as the form means them; empty when the URL carries none (no redirect needed).
 */
export function formOnlyFilters(params: URLSearchParams): Partial<ListingFilterValues> {
  const sent = LISTING_FILTER_KEYS.filter((key) =>
    walkedFilter(key).formKeys.some((name) => name !== walkedFilter(key).urlKey && params.has(name)),
  );
  return Object.fromEntries(sent.map((key) => [key, walkedFilter(key).fromForm((name) => params.getAll(name))]));
}

/** How many filters are on, each ticked brand counting once. */
export const activeFilterCount = (values: ListingFilterValues): number =>
  LISTING_FILTER_KEYS.reduce((sum, key) => sum + walkedFilter(key).count(values[key]), 0);

/** The filters in the store API's terms (base currency). */
export const filtersToRequest = (values: ListingFilterValues, currencyRate: number): ListingRequestFilters =>
  Object.assign({}, ...LISTING_FILTER_KEYS.map((key) => walkedFilter(key).toRequest(values[key], currencyRate))) as ListingRequestFilters;

/** The query with every filter off (and back on page 1); keyword, search fields, sort, page size and view stay. */
export function withoutFilters<Q extends ListingFilterValues & { page: number }>(query: Q): Q {
  return { ...query, ...noFilters(), page: 1 };
}
