/**
 * What a cart call may carry, checked the same way by the store API and the mock backend: cart
 * codes that parse, ids the database can hold, and bounded sizes, so a malformed or oversized
 * request is refused naming the field instead of reaching the database.
 */
import { parseCartCode, type CartLine } from './cart-code';
import { MAX_RECORD_ID } from '../validation/record-id';
import { MAX_QUANTITY } from './quantity';

/** The database's integer ids stop here. */
export const MAX_CART_ID = MAX_RECORD_ID;

export const CART_REQUEST_LIMITS = {
  /** As many lines as browser storage keeps (STORED_LIMITS.lines). */
  codes: 200,
  codeChars: 200,
  codesChars: 200 * 201,
  addonsPerLine: 20,
  /** Idempotency keys: the cart machine's are `<prefix>.<n>`. */
  keyChars: 128,
} as const;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** One cart code, with every id in range and a quantity of at most MAX_QUANTITY. */
export function checkCartCode(code: string, field = 'CartCode'): Checked<CartLine> {
  if (code.length > CART_REQUEST_LIMITS.codeChars)
    return { ok: false, message: `${field} is at most ${CART_REQUEST_LIMITS.codeChars} characters` };
  const line = parseCartCode(code);
  if (!line) return { ok: false, message: `${field} must be a cart code productID_quantity_variantID_addonIDs` };
  if (line.quantity > MAX_QUANTITY) return { ok: false, message: `${field} asks for more than ${MAX_QUANTITY}` };
  const ids = [line.productID, line.variantID, ...line.addonIDs];
  if (ids.some((id) => id > MAX_CART_ID)) return { ok: false, message: `${field} names an id that is too large` };
  if (line.addonIDs.length > CART_REQUEST_LIMITS.addonsPerLine)
    return { ok: false, message: `${field} names more than ${CART_REQUEST_LIMITS.addonsPerLine} add-ons` };
  return { ok: true, value: line };
}

/** Codes joined by '|'; empty entries (a trailing '|') are ignored. */
export function checkCartCodes(text: string, field = 'CartCodes'): Checked<CartLine[]> {
  if (text.length > CART_REQUEST_LIMITS.codesChars)
    return { ok: false, message: `${field} is at most ${CART_REQUEST_LIMITS.codesChars} characters` };
  const codes = text.split('|').filter((code) => code !== '');
  if (codes.length > CART_REQUEST_LIMITS.codes) return { ok: false, message: `${field} names at most ${CART_REQUEST_LIMITS.codes} items` };
  const lines: CartLine[] = [];
  for (const [index, code] of codes.entries()) {
    const checked = checkCartCode(code, `${field} item ${index + 1}`);
    if (!checked.ok) return checked;
    lines.push(checked.value);
  }
  return { ok: true, value: lines };
}

/** A cartItemID: '0' (not saved) when `allowZero`, else a saved line's id. */
export function checkCartId(value: string | number, field: string, allowZero: boolean): Checked<number> {
  const text = String(value).trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > MAX_CART_ID || (id === 0 && !allowZero)) {
    return { ok: false, message: `${field} must be ${allowZero ? "'0' or " : ''}a cart id` };
  }
  return { ok: true, value: id };
}

/** An Idempotency-Key: short, printable, no spaces. */
export function checkIdempotencyKey(value: string): Checked<string> {
  return /^[\w.:-]+$/.test(value) && value.length <= CART_REQUEST_LIMITS.keyChars
    ? { ok: true, value }
    : { ok: false, message: `Idempotency-Key must be 1 to ${CART_REQUEST_LIMITS.keyChars} letters, digits or . _ : -` };
}
