/**
 * Recently viewed products: the ids of the product pages a shopper opened in this store,
 * newest first, each once, at most eight. Kept in the browser only; the product page shows them
 * (all but the one on screen) under "Recently viewed".
 */
import { sanitizeCompareList } from './compare-list';

export const RECENTLY_VIEWED_LIMIT = 8;

/** The list after viewing `productId`: it moves (or comes) to the front; the oldest falls off. */
export function rememberViewed(list: readonly number[], productId: number): number[] {
  if (!Number.isSafeInteger(productId) || productId <= 0) return [...list];
  return [productId, ...list.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** A list restored from storage, which anyone could have edited: the compare list's rule at this limit. */
export function sanitizeViewed(raw: unknown): number[] {
  return [...sanitizeCompareList(raw, RECENTLY_VIEWED_LIMIT)];
}

/** What the strip shows on the page of `current`: the others, newest first. */
export function viewedBesides(list: readonly number[], current: number): number[] {
  return list.filter((id) => id !== current);
}
