/**
 * The banners' threshold is the one checkout charges by: for any zones and methods, an order of the
 * home country at the banner's threshold ships free by some method of its zone, and below it by none
 * (free-shipping-banner.ts against shipping-charge.ts's rule).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shipsFree } from '../../../src/domain/orders/shipping-charge';
import {
  FREE_SHIPPING_TOKEN,
  freeShippingOver,
  insideJsonString,
  withFreeShippingAmount,
} from '../../../src/domain/shipping/free-shipping-banner';
import { methodsFor } from '../../../src/domain/shipping/shipping-zones';

const cents = fc.integer({ min: 100, max: 100_000 });
const setup = fc.record({
  zones: fc.constant([
    { id: 1, name: 'Home', countries: ['US'], taxRate: 0 },
    { id: 2, name: 'World', countries: [], taxRate: 0 },
  ]),
  methods: fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 1_000_000 }),
      zoneId: fc.constantFrom(1, 2),
      rateCents: fc.constant(500),
      freeOverCents: fc.option(cents, { nil: null }),
    }),
    { maxLength: 6 },
  ),
});
const lineOf = (subtotalCents: number) => [{ unitCents: subtotalCents, quantity: 1, addons: [] }];

describe('free-shipping banners', () => {
  it("show the lowest threshold from which a method of the home country's zone ships free", () => {
    fc.assert(
      fc.property(setup, ({ zones, methods }) => {
        const threshold = freeShippingOver(zones, methods, 'US');
        const home = methodsFor(zones, methods, 'US');
        if (threshold === null) {
          expect(home.every((method) => method.freeOverCents === null)).toBe(true);
        } else {
          const at = threshold;
          expect(home.some((method) => shipsFree(method, lineOf(at)))).toBe(true);
          expect(home.some((method) => shipsFree(method, lineOf(at - 1)))).toBe(false);
        }
      }),
    );
  });

  it('read the first zone when the store names no country of its own', () => {
    const zones = [
      { id: 7, name: 'Japan', countries: ['JP'], taxRate: 0 },
      { id: 8, name: 'World', countries: [], taxRate: 0 },
    ];
    expect(
      freeShippingOver(
        zones,
        [
          { zoneId: 8, freeOverCents: 5000 },
          { zoneId: 7, freeOverCents: 10_000 },
        ],
        '',
      ),
    ).toBe(10_000);
  });

  it('fill every token, quoted for where the text sits', () => {
    const json = JSON.stringify({ a: `over ${FREE_SHIPPING_TOKEN}`, b: [FREE_SHIPPING_TOKEN] });
    expect(JSON.parse(withFreeShippingAmount(json, 'CHF\u00a0"80"', insideJsonString))).toEqual({
      a: 'over CHF\u00a0"80"',
      b: ['CHF\u00a0"80"'],
    });
    expect(withFreeShippingAmount('No token here', '$1')).toBe('No token here');
  });
});
