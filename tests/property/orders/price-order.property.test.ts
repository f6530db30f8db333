import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { TotalsLine } from '../../../src/domain/orders/order-totals';
import { priceOrder, shownPrice } from '../../../src/domain/orders/price-order';

const amount = fc.integer({ min: 0, max: 500_000 });
const line: fc.Arbitrary<TotalsLine> = fc.record({
  unitCents: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  addons: fc.array(fc.record({ unitCents: fc.integer({ min: 0, max: 5_000 }) }), { maxLength: 2 }),
});
const method = fc.option(fc.record({ rateCents: amount, freeOverCents: fc.option(amount, { nil: null }) }), { nil: null });
/** Whatever a rule or a broken row could ask for, hostile numbers included. */
const anyCents = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(-500, Number.NaN, Number.POSITIVE_INFINITY, 0.5));
const adjustments = fc.record(
  { discount: anyCents, freeShipping: fc.boolean(), tax: anyCents, giftCardBalance: anyCents },
  { requiredKeys: [] },
);
const currency = fc.record({ abbreviation: fc.constantFrom('USD', 'EUR', 'JPY'), rate: fc.constantFrom(1, 0.92, 150, 1.37) });

describe('pricing an order in one place', () => {
  test.prop([fc.array(line, { maxLength: 6 }), method, adjustments])(
    'no adjustment makes a total negative, and the sums add up',
    (lines, shipping, adjust) => {
      const priced = priceOrder({ lines, shipping, adjustments: adjust });
      for (const value of [priced.subtotal, priced.discount, priced.shipping, priced.tax, priced.giftCard, priced.total]) {
        expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
      }
      expect(priced.subtotal).toBe(priced.itemsTotal + priced.addonsTotal);
      expect(priced.discount).toBeLessThanOrEqual(priced.subtotal);
      expect(priced.total).toBe(priced.subtotal - priced.discount + priced.shipping + priced.tax - priced.giftCard);
    },
  );

  test.prop([fc.array(line, { maxLength: 6 }), method, fc.integer({ min: 0, max: 10_000_000 })])(
    'a gift card pays at most what is due and at most its balance',
    (lines, shipping, balance) => {
      const without = priceOrder({ lines, shipping });
      const priced = priceOrder({ lines, shipping, adjustments: { giftCardBalance: balance } });
      expect(priced.giftCard).toBe(Math.min(balance, without.total));
      expect(priced.total).toBe(without.total - priced.giftCard);
    },
  );

  test.prop([fc.array(line, { maxLength: 6 }), method, adjustments, currency])(
    "the shopper's view never goes below zero and keeps the same rule",
    (lines, shipping, adjust, shown) => {
      const base = priceOrder({ lines, shipping, adjustments: adjust });
      const view = shownPrice(lines, base, shown);
      expect(view.total).toBeGreaterThanOrEqual(0);
      expect(view.discount).toBeLessThanOrEqual(view.subtotal);
      expect(view.total).toBe(view.subtotal - view.discount + view.shipping + view.tax - view.giftCard);
    },
  );

  test.prop([fc.array(line, { minLength: 1, maxLength: 6 }), method])('free shipping takes the charge, nothing else', (lines, shipping) => {
    const paid = priceOrder({ lines, shipping });
    const free = priceOrder({ lines, shipping, adjustments: { freeShipping: true } });
    expect(free.shipping).toBe(0);
    expect(free.total).toBe(paid.total - paid.shipping);
  });
});
