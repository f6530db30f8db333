import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BRAND_SLUG, cleanKeyword, MAX_KEYWORD_LENGTH, MAX_PRICE, priceRangeToBase } from '../../../src/domain/catalog/listing-params';
import {
  changeListingQuery,
  emptyListingQuery,
  MAX_PAGE,
  parseListingQuery,
  RESULTS_PER_PAGE,
  serializeListingQuery,
  type ListingQuery,
  type ListingSort,
} from '../../../src/domain/catalog/listing-query';

const KEY_ORDER = ['kw', 'br', 'pr', 'sf', 'sort', 'page', 'recs', 'view', 'av'];
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) }),
);
const keyword = fc.oneof(
  fc.constant(''),
  anyText.map(cleanKeyword),
  fc.string({ unit: 'grapheme', minLength: 90, maxLength: 140 }).map(cleanKeyword),
);
const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,24}$/);
const amount = fc.integer({ min: 0, max: MAX_PRICE * 100 }).map((cents) => cents / 100);
const price = fc.option(
  fc
    .tuple(fc.option(amount), fc.option(amount))
    .filter(([min, max]) => min !== null || max !== null)
    .map(([min, max]) => (min !== null && max !== null && min > max ? { min: max, max: min } : { min, max })),
);

const validQuery: fc.Arbitrary<ListingQuery> = fc
  .record({
    kw: keyword,
    brands: fc.uniqueArray(slug, { maxLength: 20 }).map((list) => [...list].sort()),
    price,
    fields: fc.subarray(['name', 'description', 'sku'] as const, { minLength: 1 }).map((list) => [...list]),
    sort: fc.integer({ min: 1, max: 8 }).map((n) => n as ListingSort),
    page: fc.integer({ min: 1, max: MAX_PAGE }),
    recs: fc.constantFrom(...RESULTS_PER_PAGE),
    view: fc.constantFrom('grid' as const, 'list' as const),
    inStock: fc.boolean(),
  })
  .filter((q) => q.sort !== 8 || q.kw !== '');

function expectValid(q: ListingQuery) {
  expect(q.kw).toBe(cleanKeyword(q.kw));
  expect(Array.from(q.kw).length).toBeLessThanOrEqual(MAX_KEYWORD_LENGTH);
  expect(q.brands.every((b) => BRAND_SLUG.test(b))).toBe(true);
  expect([...new Set(q.brands)].sort()).toEqual(q.brands);
  if (q.price) {
    expect(q.price.min !== null || q.price.max !== null).toBe(true);
    for (const end of [q.price.min, q.price.max]) if (end !== null) expect(end >= 0 && end <= MAX_PRICE).toBe(true);
    if (q.price.min !== null && q.price.max !== null) expect(q.price.min).toBeLessThanOrEqual(q.price.max);
  }
  expect(q.fields.length).toBeGreaterThan(0);
  expect(Number.isInteger(q.sort) && q.sort >= 1 && q.sort <= 8).toBe(true);
  if (!q.kw) expect(q.sort).not.toBe(8);
  expect(Number.isInteger(q.page) && q.page >= 1 && q.page <= MAX_PAGE).toBe(true);
  expect(RESULTS_PER_PAGE).toContain(q.recs);
  expect(['grid', 'list']).toContain(q.view);
}

describe('listing query', () => {
  test.prop([validQuery])('parse(serialize(q)) gives q back for any valid query', (q) => {
    expect(parseListingQuery(serializeListingQuery(q))).toEqual(q);
  });

  test.prop([anyText])('parsing any query string never throws and yields valid values', (text) => {
    expectValid(parseListingQuery(text));
  });

  const listingKey = fc.constantFrom(...KEY_ORDER, 'prmin', 'other');
  test.prop([fc.array(fc.tuple(listingKey, anyText), { maxLength: 12 })])(
    'any values under the listing keys are clamped or dropped, and re-serialise stably',
    (pairs) => {
      const q = parseListingQuery(new URLSearchParams(pairs));
      expectValid(q);
      const canonical = serializeListingQuery(q);
      expect(serializeListingQuery(parseListingQuery(canonical))).toBe(canonical);
    },
  );

  test.prop([validQuery])('serialise omits defaults and keeps the spec key order', (q) => {
    const keys = [...new URLSearchParams(serializeListingQuery(q)).keys()];
    expect(keys).toEqual(KEY_ORDER.filter((key) => keys.includes(key)));
    if (q.page === 1) expect(keys).not.toContain('page');
    if (q.recs === 24) expect(keys).not.toContain('recs');
    if (q.view === 'grid') expect(keys).not.toContain('view');
  });

  test.prop([
    validQuery,
    fc.constantFrom<Partial<ListingQuery>>({ brands: ['x'] }, { inStock: true }, { sort: 3 }, { recs: 48 }, { kw: 'shirt' }),
  ])('a change of what is listed goes back to page 1; a change of view does not', (q, patch) => {
    expect(changeListingQuery(q, patch).page).toBe(1);
    expect(changeListingQuery(q, { view: 'list' }).page).toBe(q.page);
  });

  it('reads the bad values of the issue as defaults or clamped values', () => {
    const q = parseListingQuery(`page=-1&recs=1000000000&sort=99&pr=abc&kw=${'x'.repeat(10_000)}&view=tiles&av=yes&sf=body`);
    expect(q).toMatchObject({ page: 1, recs: 48, sort: 8, price: null, view: 'grid', inStock: false, fields: ['name'] });
    expect(q.kw).toHaveLength(100);
    expect(serializeListingQuery(emptyListingQuery())).toBe('');
    expect(parseListingQuery('kw=%20%20linen%20%20&br=b,a,a&pr=50-10&sf=sku,name').brands).toEqual(['a', 'b']);
    expect(serializeListingQuery(parseListingQuery('kw=%20linen&br=b,a&pr=50-10&sf=sku,name&sort=8&recs=13'))).toBe(
      'kw=linen&br=a%2Cb&pr=10-50&sf=name%2Csku&recs=12',
    );
  });
});

describe('price range in base currency', () => {
  const rate = fc.constantFrom(1, 0.92, 150, 1.27, 0.0067, 3.14159, 0.79);
  test.prop([fc.integer({ min: 0, max: 10_000_000 }), rate])('a product shown at exactly the bounds is inside them', (cents, r) => {
    const base = cents / 100;
    const shown = Math.round(base * r * 100) / 100;
    const bounds = priceRangeToBase({ min: shown, max: shown }, r);
    expect(bounds.min ?? 0).toBeLessThanOrEqual(base);
    expect(bounds.max!).toBeGreaterThanOrEqual(base);
  });
});
