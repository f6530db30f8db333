import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { lineCents, type TotalsLine } from '../../../src/domain/orders/order-totals';
import { freeShippingShortfall, shippingCharge, shippingNote, shipsFree } from '../../../src/domain/orders/shipping-charge';

const amount = fc.integer({ min: 0, max: 500_000 });
const line: fc.Arbitrary<TotalsLine> = fc.record({
  unitCents: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  addons: fc.array(fc.record({ unitCents: fc.integer({ min: 0, max: 5_000 }) }), { maxLength: 2 }),
});
const method = fc.record({ rateCents: amount, freeOverCents: fc.option(amount, { nil: null }) });
/** What a broken row could hold, read as cents. */
const hostileCents = fc.oneof(amount, fc.constantFrom(-500, Number.NaN, Number.POSITIVE_INFINITY, 0.5, -0), fc.double());
const subtotalCents = (lines: readonly TotalsLine[]) => lines.reduce((sum, l) => sum + lineCents(l).item + lineCents(l).addons, 0);

describe('what a shipping method charges', () => {
  test.prop([method, fc.array(line, { maxLength: 5 })])(
    'its flat rate below the threshold, nothing from it on, never anything else',
    (m, lines) => {
      const charged = shippingCharge(m, lines);
      const free = m.freeOverCents !== null && subtotalCents(lines) >= m.freeOverCents;
      expect(charged).toBe(free ? 0 : m.rateCents);
      expect(shipsFree(m, lines)).toBe(free || m.rateCents === 0);
    },
  );

  test.prop([method, fc.array(line, { maxLength: 5 }), line])('adding to the order never makes shipping cost more', (m, lines, more) => {
    expect(shippingCharge(m, [...lines, more])).toBeLessThanOrEqual(shippingCharge(m, lines));
  });

  test.prop([hostileCents, fc.option(hostileCents, { nil: null }), fc.array(line, { maxLength: 5 })])(
    'a broken rate or threshold charges whole cents, never below zero',
    (rateCents, freeOverCents, lines) => {
      const charged = shippingCharge({ rateCents, freeOverCents }, lines);
      expect(Number.isSafeInteger(charged) && charged >= 0).toBe(true);
      const shortfall = freeShippingShortfall({ rateCents, freeOverCents }, subtotalCents(lines));
      expect(shortfall === null || (Number.isSafeInteger(shortfall) && shortfall >= 0)).toBe(true);
    },
  );

  test.prop([method, fc.array(line, { maxLength: 5 })])(
    'the cart\'s "add more for free shipping" is 0 exactly when the charge is free, and spending it reaches the threshold',
    (m, lines) => {
      const subtotal = subtotalCents(lines);
      const shortfall = freeShippingShortfall(m, subtotal);
      if (m.freeOverCents === null || m.rateCents === 0) {
        expect(shortfall).toBeNull();
        return;
      }
      expect(shortfall).not.toBeNull();
      expect(shortfall === 0).toBe(shipsFree(m, lines));
      const topUp: TotalsLine = { unitCents: shortfall!, quantity: 1, addons: [] };
      expect(shippingCharge(m, [...lines, topUp])).toBe(0);
      if (shortfall! > 0) expect(shippingCharge(m, [...lines, { ...topUp, unitCents: shortfall! - 1 }])).toBe(m.rateCents);
    },
  );

  it('says when a method ships free, as the checkout lists it', () => {
    const price = (cents: number) => `$${(cents / 100).toFixed(0)}`;
    expect(shippingNote({ rateCents: 500, freeOverCents: 10_000, description: '3-5 business days' }, price)).toBe(
      '3-5 business days · free on orders over $100',
    );
    expect(shippingNote({ rateCents: 500, freeOverCents: 10_000, description: '' }, price)).toBe('Free on orders over $100');
    expect(shippingNote({ rateCents: 0, freeOverCents: 10_000, description: 'Pick up' }, price)).toBe('Pick up');
    expect(shippingNote({ rateCents: 500, freeOverCents: null, description: 'Tracked' }, price)).toBe('Tracked');
  });
});
