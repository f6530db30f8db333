/**
 * The filter table and everything derived from it agree: every filter has its SQL condition, its
 * mock-backend predicate and its control (the records are keyed by ListingFilterKey, so a missing one
 * is also a compile error), its own URL and form keys, and the wire contract carries each filter's
 * request fields there and back unchanged. The keyword the URL keeps is the keyword the API accepts.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FILTER_CONDITIONS } from '../../../server/store-api/catalog/listing-conditions';
import { FILTER_PREDICATES } from '../../../src/adapters/mock-backend/mock-listing';
import { listingQuery } from '../../../src/contracts/listing.contract';
import { listingParams } from '../../../src/contracts/listing-request-writer';
import { filtersToRequest, filtersToUrl, noFilters } from '../../../src/domain/catalog/listing-filter-values';
import { FILTER_URL_KEYS, LISTING_FILTER_KEYS, walkedFilter } from '../../../src/domain/catalog/listing-filters';
import { cleanKeyword } from '../../../src/domain/catalog/listing-params';
import type { ListingRequest } from '../../../src/domain/catalog/listing-result';
import type { RequestFieldKind } from '../../../src/domain/catalog/request-field-kinds';
import { FILTER_CONTROLS } from '../../../src/ui/pages/listing/filter-controls';

const OTHER_URL_KEYS = ['kw', 'sf', 'sort', 'page', 'recs', 'view', 'store', 'wtid'];
const off = (): ListingRequest => ({ ...filtersToRequest(noFilters(), 1), keyword: '', fields: ['name'], sort: 1, page: 1, pageSize: 24 });

/** A value of each kind that turns its filter on and survives the wire. */
function sample(kind: RequestFieldKind): string[] | number | boolean {
  if (kind.kind === 'slugs') return ['a-1', 'b'].filter((slug) => kind.pattern.test(slug)).slice(0, kind.max);
  return kind.kind === 'amount' ? Math.min(5, kind.max) : true;
}
const onRequest = (key: (typeof LISTING_FILTER_KEYS)[number]): ListingRequest => ({
  ...off(),
  ...Object.fromEntries(Object.entries(walkedFilter(key).request).map(([field, kind]) => [field, sample(kind)])),
});
const parse = (params: Record<string, string>) => listingQuery.parse(params);

describe('the listing filter table', () => {
  it('has a SQL condition, a mock predicate and a control for every filter, and nothing else', () => {
    const keys = [...LISTING_FILTER_KEYS].sort();
    expect(Object.keys(FILTER_CONDITIONS).sort()).toEqual(keys);
    expect(Object.keys(FILTER_PREDICATES).sort()).toEqual(keys);
    expect(Object.keys(FILTER_CONTROLS).sort()).toEqual(keys);
  });

  it('gives each filter its own URL key and form fields', () => {
    const formKeys = LISTING_FILTER_KEYS.flatMap((key) => walkedFilter(key).formKeys.filter((name) => name !== walkedFilter(key).urlKey));
    const all = [...OTHER_URL_KEYS, ...FILTER_URL_KEYS, ...formKeys];
    expect(new Set(all).size).toBe(all.length);
    expect(filtersToUrl(noFilters())).toEqual([]);
  });

  it.each(LISTING_FILTER_KEYS)('%s: off asks nothing of the API or the database; on is carried and narrows', (key) => {
    expect(Object.keys(listingParams({ kind: 'all' }, off())).sort()).toEqual(['Page', 'PageSize', 'Scope', 'Sort']);
    expect(FILTER_CONDITIONS[key](1, off())).toBeUndefined();
    const request = onRequest(key);
    const wire = listingParams({ kind: 'all' }, request);
    expect(parse(wire)).toEqual({ scope: { kind: 'all' }, request });
    expect(FILTER_CONDITIONS[key](1, request)).toBeDefined();
  });

  it('answers a broken cross-field rule with the field to blame', () => {
    const result = listingQuery.safeParse({ Scope: 'all', PriceMin: '10', PriceMax: '5' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['PriceMin']);
  });
});

describe('the keyword, on both sides', () => {
  const anyText = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ unit: 'grapheme', minLength: 90, maxLength: 140 }),
    fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)), maxLength: 300 }),
  );

  test.prop([anyText])('the API accepts what the URL keeps, unchanged', (raw) => {
    const kw = cleanKeyword(raw);
    expect(parse({ Scope: 'search', Keyword: kw }).request.keyword).toBe(kw);
  });

  it('cleans as the URL does, and refuses rather than cuts a longer keyword', () => {
    expect(parse({ Scope: 'search', Keyword: ' a\u0085b\u0000 \ud800c ' }).request.keyword).toBe(cleanKeyword(' a\u0085b\u0000 \ud800c '));
    expect(parse({ Scope: 'search', Keyword: '\u{1F600}'.repeat(100) }).request.keyword).toBe('\u{1F600}'.repeat(100));
    expect(listingQuery.safeParse({ Scope: 'search', Keyword: 'k'.repeat(101) }).success).toBe(false);
  });
});
