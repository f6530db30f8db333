/**
 * The rules an owner's product keeps, shared by the call's contract (src/contracts/owner-products.contract.ts)
 * and the store API's writes (product-writes.service.ts), decision 81: at most 3 options and 100 variants
 * (Shopify's limits), amounts as decimal text with at most 2 decimals, and a handle made from the name
 * when the owner gives none.
 */
import { slugify } from './csv/product-handle';
import { SLUG_PATTERN } from './resolved-page';

export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_PRODUCT_VARIANTS = 100;
/** What a flat URL can hold (SLUG_PATTERN): a handle is never longer. */
export const MAX_URL_HANDLE_LENGTH = 200;

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** Decimal text of 0 or more with at most 2 decimals, as numeric(12, 2) keeps it without rounding. */
export function isAmountText(text: string): boolean {
  return AMOUNT.test(text);
}

/** A handle from the product's name, as the CSV import makes one (slugify); 'product' when the name has no a-z or 0-9. */
export function handleFromName(name: string): string {
  const handle = slugify(name).slice(0, MAX_URL_HANDLE_LENGTH).replace(/-+$/, '');
  return SLUG_PATTERN.test(handle) ? handle : 'product';
}
