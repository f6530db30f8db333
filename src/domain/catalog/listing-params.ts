/**
 * Parsers of the listing URL's value-carrying keys (kw, br, pr, sf). Each accepts anything a URL can
 * hold and returns a valid value; each valid value survives serialising and parsing unchanged.
 */

export type SearchField = 'name' | 'description' | 'sku';
export const SEARCH_FIELDS: readonly SearchField[] = ['name', 'description', 'sku'];

/** A price range in display currency; either end may be open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

export const MAX_KEYWORD_LENGTH = 100;
export const MAX_BRANDS = 20;
/** Above any real price, and small enough to print without an exponent. */
export const MAX_PRICE = 1_000_000_000;
export const BRAND_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

// Control characters and lone surrogates cannot travel in a URL unchanged, so they become spaces.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The one keyword cleaning of the storefront and the store API: unsafe characters become spaces,
 * whitespace is collapsed and trimmed. The URL then cuts what is left (cleanKeyword); the API refuses
 * it (a 400) when it is longer, both counting code points (keywordLength).
 */
export function normalizeKeyword(raw: string): string {
  return raw.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
}

/** Length in code points, as the URL cuts and the API limits it (an emoji is one, not two). */
export const keywordLength = (keyword: string): number => Array.from(keyword).length;

/** Trimmed, inner whitespace collapsed, cut to 100 characters (whole code points, never half a pair). */
export function cleanKeyword(raw: string): string {
  return Array.from(normalizeKeyword(raw)).slice(0, MAX_KEYWORD_LENGTH).join('').trim();
}

/** Comma-separated (or repeated, as a plain GET form sends them) slugs; unknown shapes dropped. */
export function parseBrands(values: readonly string[]): string[] {
  const slugs = values
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => BRAND_SLUG.test(slug));
  return [...new Set(slugs)].sort().slice(0, MAX_BRANDS);
}

function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}(\.\d*)?$/.test(trimmed)) return null;
  const value = Math.round(Number(trimmed) * 100) / 100;
  return Number.isFinite(value) ? Math.min(value, MAX_PRICE) : null;
}

/** "min-max", "min-" or "-max"; a reversed range is turned round; anything else is no range. */
export function parsePrice(raw: string | null): PriceRange | null {
  if (!raw) return null;
  const match = /^([^-]*)-([^-]*)$/.exec(raw.trim());
  if (!match) return null;
  return priceRange(parseAmount(match[1] ?? ''), parseAmount(match[2] ?? ''));
}

export function priceRange(min: number | null, max: number | null): PriceRange | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

export function serializePrice(range: PriceRange): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

/** Subset of name, description, sku in that order; none valid means the default (name). */
export function parseSearchFields(raw: string | null): SearchField[] {
  const asked = new Set((raw ?? '').split(',').map((field) => field.trim().toLowerCase()));
  const fields = SEARCH_FIELDS.filter((field) => asked.has(field));
  return fields.length > 0 ? fields : ['name'];
}

/**
 * A display-currency range in the base currency the API filters on. Shoppers compare against prices
 * rounded to cents, so each end is widened by half a cent before dividing: a product shown at
 * exactly the maximum is never lost to floating-point division.
 */
export function priceRangeToBase(range: PriceRange | null, currencyRate: number): { min: number | null; max: number | null } {
  const rate = Number.isFinite(currencyRate) && currencyRate > 0 ? currencyRate : 1;
  if (!range) return { min: null, max: null };
  // Rounded outwards to 6 decimals, so rounding never undoes the widening (yen at 150 per unit).
  const min = (value: number) => Math.max(0, Math.floor(((value - 0.005) / rate) * 1e6) / 1e6);
  const max = (value: number) => Math.ceil(((value + 0.005) / rate) * 1e6) / 1e6;
  return {
    min: range.min === null || range.min <= 0 ? null : min(range.min),
    max: range.max === null ? null : max(range.max),
  };
}

/** The two price fields of the filter form (prmin, prmax), as a plain GET form submits them. */
export function parsePriceInputs(min: string | null, max: string | null): PriceRange | null {
  return priceRange(parseAmount(min ?? ''), parseAmount(max ?? ''));
}
