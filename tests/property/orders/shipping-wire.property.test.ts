/**
 * The checkout's shipping methods and a gift card's balance cross the wire as the spec's decimal text
 * and come back as the same minor units (orders.wire.ts, shipping.wire.ts; docs/decisions.md 38):
 * base cents for rates, thresholds, tiers and charges, the shopper's currency's own unit for the
 * balance (whole yen where it has no decimals).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { checkoutOptionsFromWire, checkoutOptionsToWire, quoteFromWire, quoteToWire } from '../../../src/contracts/orders.wire';
import type { CheckoutOptions, CheckoutQuote, OrderTotalsView } from '../../../src/domain/orders/order-types';

const cents = fc.integer({ min: 0, max: 99_999_999_999 });
const method = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  name: fc.string(),
  description: fc.string(),
  rateCents: cents,
  freeOverCents: fc.option(cents, { nil: null }),
  zoneId: fc.integer({ min: 1, max: 1_000 }),
  kind: fc.constantFrom('flat' as const, 'weight' as const, 'subtotal' as const),
  tiers: fc.array(fc.record({ from: fc.nat(), rateCents: cents }), { maxLength: 4 }),
});
const quoted = fc.tuple(method, cents).map(([m, chargeCents]) => ({ ...m, chargeCents }));
const zeroTotals: OrderTotalsView = { itemsTotal: 0, addonsTotal: 0, subtotal: 0, discount: 0, shipping: 0, tax: 0, giftCard: 0, total: 0 };

describe('shipping and gift card money on the wire', () => {
  test.prop([fc.array(method, { maxLength: 4 })])('checkout options read back to the same cents', (shippingMethods) => {
    const options: CheckoutOptions = {
      shippingMethods,
      shippingZones: [{ id: 1, name: 'Home', countries: ['US'], taxRate: 0 }],
      tax: { pricesIncludeTax: false, rounding: 'total' },
      paymentMethods: [],
      customFields: [],
      contactRequirementMode: 1,
      accountMode: 2,
      currency: { abbreviation: 'USD', rate: '1' },
      storeCountry: 'US',
    };
    expect(checkoutOptionsFromWire(checkoutOptionsToWire(options))).toEqual(options);
  });

  test.prop([fc.array(quoted, { maxLength: 4 }), fc.option(quoted, { nil: null }), fc.constantFrom(0, 2), cents, fc.boolean()])(
    "a quote's methods, charges and gift card balance read back to the same minor units",
    (shippingMethods, shippingMethod, shownDigits, balanceMinor, applied) => {
      const quote: CheckoutQuote = {
        data: [],
        cartStatusHeading: '',
        cartStatusMessage: '',
        shippingMethod,
        country: 'US',
        shippingMethods,
        shipsTo: true,
        tax: { rate: '0', included: false },
        totals: zeroTotals,
        // Written with the currency's digits ("0.00" or "0"), they tell the reader how many it has.
        shownTotals: zeroTotals,
        shownDigits,
        codes: { discount: null, giftCard: { code: 'GIFT1234', balanceMinor, applied, message: '' } },
      };
      expect(quoteFromWire(quoteToWire(quote))).toEqual(quote);
    },
  );
});
