import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { buildCartCode, cartItemKey, parseCartCode } from '../../../src/domain/cart/cart-code';

const productID = fc.integer({ min: 1, max: 2_147_483_647 });
const quantity = fc.integer({ min: 1, max: 999 });
const variantID = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_147_483_647 }));
const addonIDs = fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 5 });

describe('cart code', () => {
  it('writes productID_quantity_variantID_addonIDs with a trailing underscore when there are no add-ons', () => {
    expect(buildCartCode({ productID: 12, quantity: 2, variantID: 0, addonIDs: [] })).toBe('12_2_0_');
    expect(buildCartCode({ productID: 12, quantity: 1, variantID: 345, addonIDs: [9, 4] })).toBe('12_1_345_4,9');
  });

  it('refuses codes that are not cart codes', () => {
    for (const bad of ['', '12_2_0', '0_1_0_', '12_0_0_', '12_1_0_,', '12_1_-1_', 'a_1_0_', '12_1_0_4,,5', '12_1_0_4_']) {
      expect(parseCartCode(bad)).toBeNull();
    }
  });

  it('refuses to build a code for a quantity below 1', () => {
    expect(() => buildCartCode({ productID: 1, quantity: 0, variantID: 0, addonIDs: [] })).toThrow(RangeError);
  });
});

test.prop([productID, quantity, variantID, addonIDs])('parses back to the same line, add-ons sorted once each', (p, q, v, a) => {
  const code = buildCartCode({ productID: p, quantity: q, variantID: v, addonIDs: a });
  expect(code.split('_')).toHaveLength(4);
  expect(code.endsWith('_')).toBe(a.length === 0);
  expect(parseCartCode(code)).toEqual({ productID: p, quantity: q, variantID: v, addonIDs: [...new Set(a)].sort((x, y) => x - y) });
});

test.prop([productID, quantity, quantity, variantID, addonIDs])(
  'the same choice is the same item whatever the quantity or add-on order',
  (p, q1, q2, v, a) => {
    const one = buildCartCode({ productID: p, quantity: q1, variantID: v, addonIDs: a });
    const two = buildCartCode({ productID: p, quantity: q2, variantID: v, addonIDs: [...a].reverse() });
    expect(cartItemKey(one)).toBe(cartItemKey(two));
  },
);

test.prop([fc.string()])('parsing never throws', (text) => {
  const line = parseCartCode(text);
  if (line)
    expect(buildCartCode(line).split('_').slice(0, 3)).toEqual(
      text
        .split('_')
        .slice(0, 3)
        .map((s) => String(Number(s))),
    );
});
