import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { canDecrement, canIncrement, decrement, increment, MAX_QUANTITY, normalizeQuantity } from '../../../src/domain/cart/quantity';

describe('quantity', () => {
  it('resets an empty, zero, negative or non-number entry to 1', () => {
    expect(['', '  ', '0', '-3', 'abc', '0.4'].map((text) => normalizeQuantity(text))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(normalizeQuantity('4')).toBe(4);
    expect(normalizeQuantity('2.7')).toBe(2);
  });

  it('decrements only above 1 and never past the stock', () => {
    expect(canDecrement(1)).toBe(false);
    expect(decrement(1)).toBe(1);
    expect(decrement(3)).toBe(2);
    expect(canIncrement(3, 3)).toBe(false);
    expect(increment(3, 3)).toBe(3);
    expect(normalizeQuantity('50', 3)).toBe(3);
    expect(normalizeQuantity('5000')).toBe(MAX_QUANTITY);
  });
});

test.prop([fc.oneof(fc.string(), fc.double(), fc.integer()), fc.integer({ min: -5, max: 2000 })])(
  'is always a whole number from 1 to the cap',
  (input, max) => {
    const value = normalizeQuantity(input, max);
    expect(Number.isInteger(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(Math.max(1, Math.min(MAX_QUANTITY, max)));
  },
);
