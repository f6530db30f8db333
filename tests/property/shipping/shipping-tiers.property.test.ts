import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { TotalsLine } from '../../../src/domain/orders/order-totals';
import { shippingCharge, subtotalCents, tierIndex, tierProblems, type RateTier } from '../../../src/domain/orders/shipping-charge';

const amount = fc.integer({ min: 0, max: 500_000 });
/** Valid tiers: from 0, strictly ascending. */
const tiers: fc.Arbitrary<RateTier[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 6 })
  .chain((froms) =>
    fc
      .array(amount, { minLength: froms.length + 1, maxLength: froms.length + 1 })
      .map((rates) => [0, ...[...froms].sort((a, b) => a - b)].map((from, i) => ({ from, rateCents: rates[i]! }))),
  );
const line: fc.Arbitrary<TotalsLine> = fc.record({
  unitCents: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  addons: fc.array(fc.record({ unitCents: fc.integer({ min: 0, max: 5_000 }) }), { maxLength: 2 }),
});

describe('shipping tiers', () => {
  test.prop([tiers, fc.nat(200_000), fc.nat(200_000)])(
    'tier selection is monotone: a heavier or bigger order never falls in an earlier tier',
    (t, a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(tierIndex(t, low)).toBeLessThanOrEqual(tierIndex(t, high));
      expect(tierProblems(t)).toBeNull();
    },
  );

  test.prop([tiers, fc.nat(200_000)])('an order pays the rate of the last tier it reaches', (t, grams) => {
    const charged = shippingCharge({ rateCents: 9900, freeOverCents: null, kind: 'weight', tiers: t }, [], grams);
    const expected = [...t].reverse().find((tier) => grams >= tier.from)!;
    expect(charged).toBe(expected.rateCents);
  });

  test.prop([tiers, fc.array(line, { maxLength: 5 })])('subtotal tiers read the items and add-ons subtotal', (t, lines) => {
    const charged = shippingCharge({ rateCents: 9900, freeOverCents: null, kind: 'subtotal', tiers: t }, lines);
    expect(charged).toBe([...t].reverse().find((tier) => subtotalCents(lines) >= tier.from)!.rateCents);
  });

  test.prop([tiers, fc.array(line, { minLength: 1, maxLength: 5 }), fc.nat(50_000)])(
    'free shipping applies exactly at the threshold, whatever the tier',
    (t, lines, grams) => {
      const subtotal = subtotalCents(lines);
      const method = (freeOverCents: number) => ({ rateCents: 500, freeOverCents, kind: 'weight' as const, tiers: t });
      expect(shippingCharge(method(subtotal), lines, grams)).toBe(0);
      if (subtotal > 0) {
        const below = shippingCharge(method(subtotal + 1), lines, grams);
        expect(below).toBe([...t].reverse().find((tier) => grams >= tier.from)!.rateCents);
      }
    },
  );

  it('refuses tiers an owner could not mean', () => {
    expect(tierProblems([])).toBe('Add at least one tier');
    expect(tierProblems([{ from: 100, rateCents: 100 }])).toBe('The first tier must start at 0');
    expect(
      tierProblems([
        { from: 0, rateCents: 100 },
        { from: 0, rateCents: 200 },
      ]),
    ).toBe('Each tier must start above the one before it');
  });
});
