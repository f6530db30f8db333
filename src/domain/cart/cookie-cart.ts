/**
 * The cart of a shopper without JavaScript (decision 21): the spec's cart codes
 * (`productID_quantity_variantID_addonIDs`, cart-code.ts) joined by `|` in a first-party cookie per
 * store, written by the host's form posts and read by the server's render of /cart and /checkout.
 * Once a page is live the browser cart takes the lines in and the cookie is cleared. The cookie is
 * visitor input: anything that is not a code is dropped, one item is one line (quantities add up,
 * at most MAX_QUANTITY), and at most COOKIE_CART_LINES lines keep the cookie far under 4 KB.
 */
import { buildCartCode, cartItemKey, parseCartCode } from './cart-code';
import { MAX_QUANTITY } from './quantity';

export const COOKIE_CART_LINES = 40;
/** A month, like a guest's browser cart that outlives a session. */
export const COOKIE_CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** One cookie per store, since a shared host (`?store=`) serves several. */
/** Every store's cart cookie starts so (one cookie per store on a shared host). */
export const COOKIE_CART_PREFIX = 'wx_cart_';

export function cookieCartName(webID: number): string {
  return `${COOKIE_CART_PREFIX}${webID}`;
}

function withQuantity(code: string, quantity: number): string | null {
  const line = parseCartCode(code);
  return line ? buildCartCode({ ...line, quantity: Math.max(1, Math.min(MAX_QUANTITY, Math.floor(quantity))) }) : null;
}

/** Adds `code` to `codes`: the same item (ignoring quantity) adds its quantity, another is appended while there is room. */
export function addToCookieCart(codes: readonly string[], code: string): string[] {
  const key = cartItemKey(code);
  const added = parseCartCode(code);
  if (!key || !added) return [...codes];
  const index = codes.findIndex((other) => cartItemKey(other) === key);
  if (index < 0) return codes.length < COOKIE_CART_LINES ? [...codes, withQuantity(code, added.quantity)!] : [...codes];
  const current = parseCartCode(codes[index]!)!;
  return codes.map((other, at) => (at === index ? withQuantity(other, current.quantity + added.quantity)! : other));
}

/** The cookie's codes: valid ones only, canonical, one line per item. */
export function parseCookieCart(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split('|')
    .slice(0, COOKIE_CART_LINES * 4)
    .reduce<string[]>((codes, code) => addToCookieCart(codes, code), []);
}

export function serializeCookieCart(codes: readonly string[]): string {
  return codes.join('|');
}

/** The line of item `key` set to `quantity` (1 to MAX_QUANTITY); other lines are untouched. */
export function setCookieCartQuantity(codes: readonly string[], key: string, quantity: number): string[] {
  return codes.map((code) => (cartItemKey(code) === key ? (withQuantity(code, quantity) ?? code) : code));
}

export function removeFromCookieCart(codes: readonly string[], key: string): string[] {
  return codes.filter((code) => cartItemKey(code) !== key);
}
