/**
 * The listing URL of spec section 2 (kw, br, pr, sf, sort, page, recs, view, av) as a value: parsed
 * tolerantly (a bad value is clamped or dropped, never an error, since any URL can be typed or
 * crawled) and serialised canonically (defaults omitted, fixed key order) so one listing has one URL.
 */
import { filtersFromUrl, filtersToUrl, noFilters } from './listing-filter-values';
import type { ListingFilterValues } from './listing-filters';
import { cleanKeyword, parseSearchFields, type SearchField } from './listing-params';

export type { PriceRange, SearchField } from './listing-params';

/** Listing sorts of spec section 3. */
export const LISTING_SORTS = {
  POPULARITY: 1,
  PRICE_ASC: 2,
  PRICE_DESC: 3,
  NAME_ASC: 4,
  NAME_DESC: 5,
  RATING: 6,
  NEWEST: 7,
  RELEVANCE: 8,
} as const;
export type ListingSort = (typeof LISTING_SORTS)[keyof typeof LISTING_SORTS];

export const RESULTS_PER_PAGE = [12, 24, 48] as const;
export type ResultsPerPage = (typeof RESULTS_PER_PAGE)[number];
export const DEFAULT_RECS: ResultsPerPage = 24;
/** Deeper pages are never useful to a shopper and only invite crawlers to walk forever. */
export const MAX_PAGE = 10_000;

export type ListingView = 'grid' | 'list';

/**
 * The shopper's listing: keyword, search fields, sort, page, page size, view, and one value per
 * filter of the filter table (brands: slugs, unique and sorted; price: a display-currency range;
 * inStock: av=1), so a new filter is part of the query by its table entry alone.
 */
export type ListingQuery = ListingFilterValues & {
  /** Keyword, trimmed and at most 100 characters; '' when none. */
  kw: string;
  /** Fields the keyword searches, in canonical order (name, description, sku). */
  fields: SearchField[];
  sort: ListingSort;
  page: number;
  recs: ResultsPerPage;
  view: ListingView;
};

/** The spec's key order; a filter not named here (a newer one) follows at the end. */
const URL_KEY_ORDER = ['kw', 'br', 'pr', 'sf', 'sort', 'page', 'recs', 'view', 'av'];
const orderOf = (key: string) => (URL_KEY_ORDER.includes(key) ? URL_KEY_ORDER.indexOf(key) : URL_KEY_ORDER.length);

/** Relevance only means something for a keyword; otherwise the listing opens on popularity. */
export function defaultSort(kw: string): ListingSort {
  return kw ? LISTING_SORTS.RELEVANCE : LISTING_SORTS.POPULARITY;
}

export function emptyListingQuery(kw = ''): ListingQuery {
  return { ...noFilters(), kw, fields: ['name'], sort: defaultSort(kw), page: 1, recs: DEFAULT_RECS, view: 'grid' };
}

function parseSort(value: string | null, kw: string): ListingSort {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 1 || n > 8) return defaultSort(kw);
  return n === LISTING_SORTS.RELEVANCE && !kw ? LISTING_SORTS.POPULARITY : (n as ListingSort);
}

function parsePage(value: string | null): number {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(value.trim())));
}

/** A count between the allowed ones is clamped down to the nearest allowed (1e9 gives 48). */
function parseRecs(value: string | null): ResultsPerPage {
  const n = Number(value?.trim() || Number.NaN);
  if (!Number.isFinite(n)) return DEFAULT_RECS;
  return [...RESULTS_PER_PAGE].reverse().find((allowed) => n >= allowed) ?? RESULTS_PER_PAGE[0];
}

export function parseListingQuery(search: URLSearchParams | string): ListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kw = cleanKeyword(params.get('kw') ?? '');
  return {
    ...filtersFromUrl(params),
    kw,
    fields: parseSearchFields(params.getAll('sf').join(',')),
    sort: parseSort(params.get('sort'), kw),
    page: parsePage(params.get('page')),
    recs: parseRecs(params.get('recs')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The canonical query string (without '?'): defaults left out, keys always in spec order. */
export function serializeListingQuery(query: ListingQuery): string {
  const pairs: Array<[string, string]> = [...filtersToUrl(query)];
  if (query.kw) pairs.push(['kw', query.kw]);
  if (query.fields.join(',') !== 'name') pairs.push(['sf', query.fields.join(',')]);
  if (query.sort !== defaultSort(query.kw)) pairs.push(['sort', String(query.sort)]);
  if (query.page > 1) pairs.push(['page', String(query.page)]);
  if (query.recs !== DEFAULT_RECS) pairs.push(['recs', String(query.recs)]);
  if (query.view !== 'grid') pairs.push(['view', query.view]);
  return new URLSearchParams(pairs.sort(([a], [b]) => orderOf(a) - orderOf(b))).toString();
}

/** A listing URL for a path and query. */
export function listingHref(path: string, query: ListingQuery): string {
  const search = serializeListingQuery(query);
  return search ? `${path}?${search}` : path;
}

/**
 * The query after a shopper changes something: any change of what is listed goes back to page 1,
 * since page 7 of the old result set means nothing in the new one.
 */
export function changeListingQuery(query: ListingQuery, patch: Partial<ListingQuery>): ListingQuery {
  const next = { ...query, ...patch };
  // A sort the shopper chose survives a new keyword; the default follows the keyword.
  if (!('sort' in patch) && query.sort === defaultSort(query.kw)) next.sort = defaultSort(next.kw);
  if (next.sort === LISTING_SORTS.RELEVANCE && !next.kw) next.sort = LISTING_SORTS.POPULARITY;
  const onlyLooks = Object.keys(patch).every((key) => key === 'page' || key === 'view');
  if (!onlyLooks) next.page = 1;
  return next;
}

/** True when the URL narrows or reorders the plain listing (filters, keyword, sort, page size). */
export function isRefinedListing(query: ListingQuery): boolean {
  return serializeListingQuery({ ...query, page: 1, view: 'grid' }) !== '';
}
