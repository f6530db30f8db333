import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { centsText, lineCents, type TotalsLine } from '../../../src/domain/orders/order-totals';
import { freeShippingShortfall, shippingCharge, shippingNote, shipsFree } from '../../../src/domain/orders/shipping-charge';

const amount = fc.integer({ min: 0, max: 500_000 }).map(centsText);
const line: fc.Arbitrary<TotalsLine> = fc.record({
  unitCents: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  addons: fc.array(fc.record({ unitCents: fc.integer({ min: 0, max: 5_000 }) }), { maxLength: 2 }),
});
const method = fc.record({ rate: amount, freeOver: fc.option(amount, { nil: null }) });
const subtotalCents = (lines: readonly TotalsLine[]) => lines.reduce((sum, l) => sum + lineCents(l).item + lineCents(l).addons, 0);

describe('what a shipping method charges', () => {
  test.prop([method, fc.array(line, { maxLength: 5 })])(
    'its flat rate below the threshold, nothing from it on, never anything else',
    (m, lines) => {
      const charged = shippingCharge(m, lines);
      const free = m.freeOver !== null && subtotalCents(lines) >= Math.round(Number(m.freeOver) * 100);
      expect(charged).toBe(free ? '0.00' : m.rate);
      expect(shipsFree(m, lines)).toBe(free || Number(m.rate) === 0);
    },
  );

  test.prop([method, fc.array(line, { maxLength: 5 }), line])('adding to the order never makes shipping cost more', (m, lines, more) => {
    expect(Number(shippingCharge(m, [...lines, more]))).toBeLessThanOrEqual(Number(shippingCharge(m, lines)));
  });

  test.prop([method, fc.array(line, { maxLength: 5 })])(
    'the cart\'s "add more for free shipping" is 0 exactly when the charge is free, and spending it reaches the threshold',
    (m, lines) => {
      const subtotal = subtotalCents(lines);
      const shortfall = freeShippingShortfall(m, subtotal);
      if (m.freeOver === null || Number(m.rate) === 0) {
        expect(shortfall).toBeNull();
        return;
      }
      expect(shortfall).not.toBeNull();
      expect(shortfall === 0).toBe(shipsFree(m, lines));
      const topUp: TotalsLine = { unitCents: shortfall!, quantity: 1, addons: [] };
      expect(shippingCharge(m, [...lines, topUp])).toBe('0.00');
      if (shortfall! > 0) expect(shippingCharge(m, [...lines, { ...topUp, unitCents: shortfall! - 1 }])).toBe(m.rate);
    },
  );

  it('says when a method ships free, as the checkout lists it', () => {
    const price = (text: string) => `$${Number(text).toFixed(0)}`;
    expect(shippingNote({ rate: '5.00', freeOver: '100.00', description: '3-5 business days' }, price)).toBe(
      '3-5 business days · free on orders over $100',
    );
    expect(shippingNote({ rate: '5.00', freeOver: '100.00', description: '' }, price)).toBe('Free on orders over $100');
    expect(shippingNote({ rate: '0.00', freeOver: '100.00', description: 'Pick up' }, price)).toBe('Pick up');
    expect(shippingNote({ rate: '5.00', freeOver: null, description: 'Tracked' }, price)).toBe('Tracked');
  });
});
