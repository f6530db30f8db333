/**
 * The live cart's mirror cookie (decision 52): it holds a cart whole or not at all, as canonical codes
 * that read back as the same lines, within a cookie's size, and says so when the cart is empty; and a guest's page shows the mirror with
 * the no-JavaScript cart's lines added once, as the live cart holds them after taking that cookie in.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cartItemKey, parseCartCode } from '../../../src/domain/cart/cart-code';
import {
  CART_MIRROR_EMPTY,
  CART_MIRROR_MAX_LENGTH,
  cartMirrorName,
  cartMirrorValue,
  renderedGuestCart,
} from '../../../src/domain/cart/cart-mirror';
import { COOKIE_CART_LINES, cookieCartName, parseCookieCart } from '../../../src/domain/cart/cookie-cart';
import { MAX_QUANTITY } from '../../../src/domain/cart/quantity';
import { codeArb } from './cart-arbitraries';

const quantityOf = (codes: readonly string[], key: string) =>
  codes.filter((code) => cartItemKey(code) === key).reduce((sum, code) => sum + parseCartCode(code)!.quantity, 0);
const keysOf = (codes: readonly string[]) => [...new Set(codes.map((code) => cartItemKey(code)!))];
/** Lines of many distinct items, so carts past the line limit come up. */
const manyItemsArb = fc.array(
  fc
    .record({ productID: fc.integer({ min: 1, max: 60 }), quantity: fc.integer({ min: 1, max: 5 }) })
    .map((line) => `${line.productID}_${line.quantity}_0_`),
  { maxLength: 70 },
);

describe('the cart mirror', () => {
  test.prop([fc.array(codeArb(), { maxLength: 12 })])('reads back as the cart: every item once, with its whole quantity', (codes) => {
    const value = cartMirrorValue(codes);
    // An empty cart says so, rather than leaving no mirror (which means "not mirrored").
    expect(value === CART_MIRROR_EMPTY).toBe(codes.length === 0);
    const read = parseCookieCart(value);
    expect(read.map((code) => cartItemKey(code))).toEqual(keysOf(codes));
    for (const key of keysOf(codes)) expect(quantityOf(read, key)).toBe(Math.min(MAX_QUANTITY, quantityOf(codes, key)));
    // Canonical: the mirror of what it holds is itself.
    expect(cartMirrorValue(read)).toBe(value);
  });

  test.prop([manyItemsArb])('holds a cart whole or not at all, within a cookie', (codes) => {
    const value = cartMirrorValue(codes);
    const items = keysOf(codes).length;
    if (value === null) expect(items).toBeGreaterThan(COOKIE_CART_LINES);
    else {
      expect(parseCookieCart(value)).toHaveLength(items);
      expect(encodeURIComponent(value).length).toBeLessThanOrEqual(CART_MIRROR_MAX_LENGTH);
    }
  });

  it('mirrors no cart with a line that is not a code, nor one too long for a cookie', () => {
    expect(cartMirrorValue(['12_1_0_', 'junk'])).toBeNull();
    const manyAddons = Array.from({ length: 400 }, (_, i) => i + 1).join(',');
    expect(cartMirrorValue([`12_1_0_${manyAddons}`, `13_1_0_${manyAddons}`])).toBeNull();
  });

  test.prop([fc.array(codeArb(), { maxLength: 8 }), fc.array(codeArb(), { maxLength: 8 })])(
    'shows the no-JavaScript lines on top of the mirror once: nothing lost, nothing doubled',
    (live, noScript) => {
      const mirror = parseCookieCart(cartMirrorValue(live));
      const shown = renderedGuestCart(mirror, noScript);
      expect(new Set(shown.map(cartItemKey)).size).toBe(shown.length);
      for (const key of keysOf([...live, ...noScript]))
        expect(quantityOf(shown, key)).toBe(Math.min(MAX_QUANTITY, quantityOf(mirror, key) + quantityOf(noScript, key)));
    },
  );

  it('is a cookie of its own, apart from the no-JavaScript cart that is merged', () => {
    expect(cartMirrorName(3)).not.toBe(cookieCartName(3));
    expect(cartMirrorName(3).startsWith(cookieCartName(3))).toBe(false);
  });
});
