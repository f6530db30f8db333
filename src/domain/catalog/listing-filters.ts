/**
 * The table of listing filters (docs/listings.md, "Adding a listing filter"). Each entry says once
 * what the URL key is, how the URL and the filter form are read, what the filter asks the store API
 * (fields and their kinds), and when it is off. The URL query, the API request and its wire contract
 * are derived from it; the SQL conditions, the mock backend's predicates and the controls are records
 * keyed by ListingFilterKey, so the compiler refuses a filter one of them does not handle.
 */
import {
  BRAND_SLUG,
  MAX_BRANDS,
  MAX_PRICE,
  parseBrands,
  parsePrice,
  parsePriceInputs,
  priceRangeToBase,
  serializePrice,
  type PriceRange,
} from './listing-params';
import { amountField, flagField, slugsField, type RequestFieldKind, type RequestFieldValue } from './request-field-kinds';

type RequestFields = Record<string, RequestFieldKind>;
type RequestValues<F extends RequestFields> = { [N in keyof F]: RequestFieldValue<F[N]> };

export interface ListingFilterSpec<V, F extends RequestFields> {
  /** The URL key (spec section 2). */
  urlKey: string;
  /** The fields the control's plain GET form sends; a field other than urlKey is redirected to it. */
  formKeys: readonly string[];
  off: V;
  /** How many it counts as in "Show filters (n)": each brand ticked counts. */
  count(value: V): number;
  fromUrl(params: URLSearchParams): V;
  /** The URL value, asked only when count > 0. */
  toUrl(value: V): string;
  fromForm(read: (name: string) => string[]): V;
  /** The store API fields it asks for; the wire name is the field's name capitalised (priceMin: PriceMin). */
  request: F;
  /** Prices are shown in the display currency and asked in the base currency. */
  toRequest(value: V, currencyRate: number): RequestValues<F>;
  /** A rule across its fields, blaming one; `name` gives a field's wire name for the message. */
  check?(request: RequestValues<F>, name: (field: keyof F & string) => string): { field: keyof F & string; message: string } | null;
}

const filter = <V, F extends RequestFields>(spec: ListingFilterSpec<V, F>) => spec;

export const LISTING_FILTERS = {
  brands: filter({
    urlKey: 'br',
    formKeys: ['br'],
    off: [] as string[],
    count: (slugs) => slugs.length,
    fromUrl: (params) => parseBrands(params.getAll('br')),
    toUrl: (slugs) => slugs.join(','),
    fromForm: (read) => parseBrands(read('br')),
    request: { brands: slugsField(BRAND_SLUG, MAX_BRANDS, 'brand') },
    toRequest: (slugs) => ({ brands: slugs }),
  }),
  price: filter({
    urlKey: 'pr',
    formKeys: ['prmin', 'prmax'],
    off: null as PriceRange | null,
    count: (range) => (range ? 1 : 0),
    fromUrl: (params) => parsePrice(params.get('pr')),
    toUrl: (range) => (range ? serializePrice(range) : ''),
    fromForm: (read) => parsePriceInputs(read('prmin')[0] ?? '', read('prmax')[0] ?? ''),
    request: { priceMin: amountField(MAX_PRICE), priceMax: amountField(MAX_PRICE) },
    toRequest: (range, rate) => {
      const base = priceRangeToBase(range, rate);
      return { priceMin: base.min, priceMax: base.max };
    },
    check: ({ priceMin, priceMax }, name) =>
      priceMin !== null && priceMax !== null && priceMin > priceMax
        ? { field: 'priceMin', message: `${name('priceMin')} must not exceed ${name('priceMax')}` }
        : null,
  }),
  inStock: filter({
    urlKey: 'av',
    formKeys: ['av'],
    off: false as boolean,
    count: (on) => (on ? 1 : 0),
    fromUrl: (params) => params.get('av') === '1',
    toUrl: () => '1',
    fromForm: (read) => read('av')[0] === '1',
    request: { inStock: flagField() },
    toRequest: (on) => ({ inStock: on }),
  }),
};

export type ListingFilterKey = keyof typeof LISTING_FILTERS;
type Table = typeof LISTING_FILTERS;
export type ListingFilterValue<K extends ListingFilterKey> = Table[K]['off'];

/** The filters' part of the shopper's query (display currency). */
export type ListingFilterValues = { [K in ListingFilterKey]: ListingFilterValue<K> };

type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The filters' part of the API request (base currency): every filter's fields side by side. */
export type ListingRequestFilters = Intersect<{ [K in ListingFilterKey]: ReturnType<Table[K]['toRequest']> }[ListingFilterKey]>;

/** The keys in table order, which is also the order their SQL conditions are written in. */
export const LISTING_FILTER_KEYS = Object.keys(LISTING_FILTERS) as ListingFilterKey[];

/**
 * An entry as code walking the whole table sees it. Each entry's own types are checked where the
 * table is declared; a walker only passes an entry's value back to the same entry.
 */
export const walkedFilter = (key: ListingFilterKey) => LISTING_FILTERS[key] as unknown as ListingFilterSpec<unknown, RequestFields>;

/** The URL keys the filters own (the filter form replaces them; a new search drops them). */
export const FILTER_URL_KEYS: readonly string[] = LISTING_FILTER_KEYS.map((key) => LISTING_FILTERS[key].urlKey);
