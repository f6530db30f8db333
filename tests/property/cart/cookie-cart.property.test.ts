/**
 * The no-JavaScript cart cookie (decision 21): whatever a visitor's cookie holds, reading it gives
 * canonical codes, one line per item, at most COOKIE_CART_LINES lines, and reading what was written
 * gives the same cart; adding never loses or doubles quantity (capped at MAX_QUANTITY).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cartItemKey, parseCartCode } from '../../../src/domain/cart/cart-code';
import {
  addToCookieCart,
  COOKIE_CART_LINES,
  cookieCartName,
  parseCookieCart,
  removeFromCookieCart,
  serializeCookieCart,
  setCookieCartQuantity,
} from '../../../src/domain/cart/cookie-cart';
import { MAX_QUANTITY } from '../../../src/domain/cart/quantity';
import { codeArb } from './cart-arbitraries';

const quantityOf = (codes: readonly string[], key: string) =>
  codes.filter((code) => cartItemKey(code) === key).reduce((sum, code) => sum + parseCartCode(code)!.quantity, 0);
const junk = fc.oneof(fc.string(), fc.constantFrom('', '|', '1_0_0_', '0_1_0_', '1_1_0_0', '1_1_-1_', '<script>', '1_1_0_2,2'));

describe('the cart cookie', () => {
  test.prop([fc.array(fc.oneof(codeArb(), junk), { maxLength: 60 })])(
    'reads any text as canonical codes, one line per item, within the limit',
    (parts) => {
      const codes = parseCookieCart(parts.join('|'));
      expect(codes.length).toBeLessThanOrEqual(COOKIE_CART_LINES);
      expect(new Set(codes.map(cartItemKey)).size).toBe(codes.length);
      for (const code of codes) {
        const line = parseCartCode(code);
        expect(line).not.toBeNull();
        expect(line!.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
      }
      expect(parseCookieCart(serializeCookieCart(codes))).toEqual(codes);
    },
  );

  test.prop([fc.array(codeArb(), { maxLength: 10 }), codeArb()])(
    'an add keeps every other line and adds its quantity to its item (capped)',
    (start, added) => {
      const codes = parseCookieCart(serializeCookieCart(start));
      const next = addToCookieCart(codes, added);
      const key = cartItemKey(added)!;
      expect(quantityOf(next, key)).toBe(Math.min(MAX_QUANTITY, quantityOf(codes, key) + parseCartCode(added)!.quantity));
      for (const code of codes.filter((c) => cartItemKey(c) !== key)) expect(next).toContain(code);
      expect(next.length).toBe(codes.length + (quantityOf(codes, key) > 0 ? 0 : 1));
    },
  );

  test.prop([fc.array(codeArb(), { minLength: 1, maxLength: 10 }), fc.nat(), fc.integer({ min: -5, max: 5000 })])(
    'quantity and remove touch only their line',
    (start, pick, quantity) => {
      const codes = parseCookieCart(serializeCookieCart(start));
      const key = cartItemKey(codes[pick % codes.length]!)!;
      const set = setCookieCartQuantity(codes, key, quantity);
      expect(quantityOf(set, key)).toBe(Math.max(1, Math.min(MAX_QUANTITY, quantity)));
      expect(set.filter((c) => cartItemKey(c) !== key)).toEqual(codes.filter((c) => cartItemKey(c) !== key));
      const removed = removeFromCookieCart(codes, key);
      expect(removed).toEqual(codes.filter((c) => cartItemKey(c) !== key));
    },
  );

  it('is named per store and stops growing at its limit', () => {
    expect(cookieCartName(7)).toBe('wx_cart_7');
    const full = Array.from({ length: COOKIE_CART_LINES }, (_, index) => `${index + 1}_1_0_`);
    expect(addToCookieCart(full, '999_1_0_')).toEqual(full);
    expect(addToCookieCart(full, '1_2_0_')[0]).toBe('1_3_0_');
  });
});
