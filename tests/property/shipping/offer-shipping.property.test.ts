/**
 * A product page publishes what checkout would charge: for any zones, methods and unit, each listed
 * zone's published rate is what checkout's quote (shippingQuote) charges an order of that one unit
 * to a country of the zone by the method it chooses first, and only zones that name countries and
 * have a method are listed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitShippingByZone } from '../../../src/domain/shipping/offer-shipping';
import { shippingQuote } from '../../../src/domain/shipping/shipping-quote';

const zones = fc.constant([
  { id: 1, name: 'Home', countries: ['US'], taxRate: 0 },
  { id: 2, name: 'Europe', countries: ['DE', 'FR'], taxRate: 0 },
  { id: 3, name: 'World', countries: [], taxRate: 0 },
  { id: 4, name: 'Nowhere yet', countries: ['JP'], taxRate: 0 },
]);
const tiers = fc.array(fc.record({ from: fc.integer({ min: 0, max: 50_000 }), rateCents: fc.integer({ min: 0, max: 5_000 }) }), {
  maxLength: 3,
});
const method = fc.record({
  zoneId: fc.constantFrom(1, 2, 3),
  name: fc.constant('Method'),
  rateCents: fc.integer({ min: 0, max: 5_000 }),
  freeOverCents: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  kind: fc.constantFrom('flat' as const, 'weight' as const, 'subtotal' as const),
  tiers: tiers.map((list) => [...list].sort((a, b) => a.from - b.from)),
});
const methods = fc.array(method, { maxLength: 6 }).map((list) => list.map((m, index) => ({ ...m, id: index + 1 })));
const unit = fc.record({ priceCents: fc.integer({ min: 0, max: 100_000 }), weightGrams: fc.integer({ min: 0, max: 40_000 }) });
const TAX = { pricesIncludeTax: false, rounding: 'total' as const };

describe('the shipping a product page publishes', () => {
  it("is, per zone, the charge checkout's quote gives an order of one unit by its first method", () => {
    fc.assert(
      fc.property(zones, methods, unit, (zoneList, methodList, one) => {
        const published = unitShippingByZone(zoneList, methodList, one);
        for (const entry of published) {
          const quote = shippingQuote({
            zones: zoneList,
            methods: methodList,
            country: entry.countries[0]!,
            methodId: null,
            lines: [{ unitCents: one.priceCents, quantity: 1, addons: [] }],
            weightGrams: one.weightGrams,
            tax: TAX,
          });
          expect(quote.ok).toBe(true);
          if (quote.ok) expect(entry.chargeCents).toBe(quote.chargeCents);
        }
        const listed = zoneList.filter((zone) => zone.countries.length > 0 && methodList.some((m) => m.zoneId === zone.id));
        expect(published.map((entry) => entry.countries)).toEqual(listed.map((zone) => zone.countries));
      }),
    );
  });
});
