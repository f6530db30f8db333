/**
 * The live cart's mirror (decision 52): a JavaScript guest's cart lives in browser
 * storage, which the server cannot read, so /cart and /checkout waited for the cart's code before
 * showing anything. The live cart copies its lines into a first-party cookie per store whenever
 * they change, and the server renders those pages from it. The copy is for rendering only: storage
 * stays the cart, the mirror is never merged into it (unlike the no-JavaScript cart cookie,
 * cookie-cart.ts), and where the two disagree the live cart wins once it has read storage.
 * A mirror is whole or absent: a cart it cannot hold entirely (over COOKIE_CART_LINES items, or too
 * long for a cookie) is not mirrored, so the server never shows part of a cart as the whole of it.
 * An empty cart is mirrored as CART_MIRROR_EMPTY, so the server can tell "nothing in the cart"
 * (the empty note at once) from "no mirror" (a note that the cart is loading).
 */
import { cartItemKey } from './cart-code';
import { addToCookieCart, COOKIE_CART_MAX_AGE_SECONDS, serializeCookieCart } from './cookie-cart';

/** Every store's mirror starts so; not `wx_cart_`, which names the no-JavaScript cart that is merged. */
export const CART_MIRROR_PREFIX = 'wx_cartmirror_';
/** Kept as long as the no-JavaScript cart; every change writes it again. */
export const CART_MIRROR_MAX_AGE_SECONDS = COOKIE_CART_MAX_AGE_SECONDS;
/** The mirror of a cart that has read storage and holds nothing: not a code, so it reads back as no lines. */
export const CART_MIRROR_EMPTY = 'empty';
/** The cookie's value once URI-encoded, well under a browser's 4 KB for a cookie's name and value. */
export const CART_MIRROR_MAX_LENGTH = 3000;

export function cartMirrorName(webID: number): string {
  return `${CART_MIRROR_PREFIX}${webID}`;
}

/**
 * The mirror of a live cart's line codes: canonical codes, one line per item, joined by `|`, the
 * no-JavaScript cart's format, so `parseCookieCart` reads it back (dropping anything that is not a
 * code); CART_MIRROR_EMPTY for an empty cart; null when the cart cannot be mirrored whole (a code
 * that is not one, too many lines, too long), which clears the cookie.
 */
export function cartMirrorValue(codes: readonly string[]): string | null {
  if (codes.length === 0) return CART_MIRROR_EMPTY;
  if (codes.some((code) => cartItemKey(code) === null)) return null;
  const canonical = codes.reduce<string[]>((lines, code) => addToCookieCart(lines, code), []);
  if (canonical.length < new Set(codes.map(cartItemKey)).size) return null;
  const value = serializeCookieCart(canonical);
  return encodeURIComponent(value).length <= CART_MIRROR_MAX_LENGTH ? value : null;
}

/**
 * What the live cart will hold once it has started: the mirror's lines with the no-JavaScript
 * cart's lines added, as the live cart adds them when it takes that cookie in (cookie-cart-merge.ts).
 */
export function renderedGuestCart(mirror: readonly string[], noScript: readonly string[]): string[] {
  return noScript.reduce<string[]>((lines, code) => addToCookieCart(lines, code), [...mirror]);
}
