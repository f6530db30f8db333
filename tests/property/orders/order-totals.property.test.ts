import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { toCents, type TotalsLine } from '../../../src/domain/orders/order-totals';
import { orderPricing } from '../../../src/domain/orders/price-order';
import type { OrderTotalsView } from '../../../src/domain/orders/order-types';
import { currencyDigits, type ShownCurrency } from '../../../src/domain/money/minor-units';
import { decimalText } from '../../../src/domain/money/money';

/** Totals in minor units as the wire writes them: decimal text with the currency's digits (a negative would read "-0.05"). */
const asText = (totals: OrderTotalsView, abbreviation = 'USD') =>
  Object.fromEntries(Object.entries(totals).map(([key, minor]) => [key, decimalText(minor, currencyDigits(abbreviation))])) as Record<
    keyof OrderTotalsView,
    string
  >;

/** An order without adjustments, shipped by a flat rate read from text as a row's is: what price-order.ts answers for lines and shipping alone. */
const flat = (lines: readonly TotalsLine[], rate: string, currency: ShownCurrency = { abbreviation: 'USD', rate: 1 }) =>
  orderPricing({ lines, shipping: { rateCents: toCents(rate), freeOverCents: null } }, currency);
const orderTotals = (lines: readonly TotalsLine[], rate: string) => asText(flat(lines, rate).totals);
const shownTotals = (lines: readonly TotalsLine[], rate: string, currency: ShownCurrency) =>
  asText(flat(lines, rate, currency).shownTotals, currency.abbreviation);

/** Prices as the catalogue stores them: decimal text with up to 2 decimals. */
const price = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2));
/** What a broken row or a hostile number could be (shipping rates are still read from text). */
const anyPrice = fc.oneof(price, fc.constantFrom('-5.00', 'abc', '', 'NaN', 'Infinity', '1e400', '0.005', '-0'), fc.double().map(String));
/** Line prices are cents in the domain: a catalogue price, or a hostile number a broken row could give. */
const cents = fc.integer({ min: 0, max: 10_000_000 });
const anyCents = fc.oneof(cents, fc.constantFrom(-500, Number.NaN, Number.POSITIVE_INFINITY, 0.5, -0), fc.double());
const line = (p: fc.Arbitrary<number>) =>
  fc.record({
    unitCents: p,
    quantity: fc.oneof(fc.integer({ min: 1, max: 999 }), fc.constantFrom(0, -3, 1.5, Number.NaN)),
    addons: fc.array(fc.record({ unitCents: p }), { maxLength: 4 }),
  });
const TWO_DECIMALS = /^\d+\.\d{2}$/;
const centsOf = (text: string) => Math.round(Number(text) * 100);

test.prop([fc.array(line(cents), { maxLength: 20 }), price])(
  'the total is the sum of lines, add-ons and shipping, to the cent',
  (lines, shipping) => {
    const totals = orderTotals(lines, shipping);
    const q = (n: number) => (Number.isSafeInteger(n) && n > 0 ? n : 0);
    const items = lines.reduce((sum, l) => sum + l.unitCents * q(l.quantity), 0);
    const addons = lines.reduce((sum, l) => sum + l.addons.reduce((s, a) => s + a.unitCents * q(l.quantity), 0), 0);
    expect(centsOf(totals.itemsTotal)).toBe(items);
    expect(centsOf(totals.addonsTotal)).toBe(addons);
    expect(centsOf(totals.subtotal)).toBe(items + addons);
    expect(centsOf(totals.total)).toBe(items + addons + toCents(shipping));
  },
);

test.prop([fc.array(line(anyCents), { maxLength: 20 }), anyPrice])(
  'never negative, always 2 decimals, whatever the prices',
  (lines, shipping) => {
    const totals = orderTotals(lines, shipping);
    for (const value of Object.values(totals)) {
      expect(value).toMatch(TWO_DECIMALS);
      expect(Number(value)).toBeGreaterThanOrEqual(0);
    }
    expect(centsOf(totals.total)).toBeGreaterThanOrEqual(centsOf(totals.subtotal));
  },
);

test.prop([fc.array(line(cents), { maxLength: 10 }), price, fc.nat({ max: 9 })])(
  'adding a line never lowers the total, and its order does not matter',
  (lines, shipping, at) => {
    const before = orderTotals(lines, shipping);
    const reversed = orderTotals([...lines].reverse(), shipping);
    expect(reversed).toEqual(before);
    const more = orderTotals([...lines.slice(0, at), { unitCents: 100, quantity: 1, addons: [] }, ...lines.slice(at)], shipping);
    expect(centsOf(more.total)).toBe(centsOf(before.total) + 100);
  },
);

test.prop([fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 100_000 })])(
  'a price in cents times a quantity has no floating-point drift',
  (quantity, unitCents) => {
    expect(orderTotals([{ unitCents, quantity, addons: [] }], '0').total).toBe(((unitCents * quantity) / 100).toFixed(2));
  },
);

test.prop([
  fc.array(line(anyCents), { maxLength: 10 }),
  anyPrice,
  fc.oneof(fc.double({ min: 0.0001, max: 1000, noNaN: true }), fc.constantFrom(0, -1, Number.NaN)),
])("totals shown at a rate are never negative and have the currency's digits; a broken rate counts as 1", (lines, shipping, rate) => {
  for (const value of Object.values(shownTotals(lines, shipping, { abbreviation: 'EUR', rate }))) {
    expect(value).toMatch(TWO_DECIMALS);
  }
  for (const value of Object.values(shownTotals(lines, shipping, { abbreviation: 'JPY', rate }))) expect(value).toMatch(/^\d+$/);
  expect(shownTotals(lines, shipping, { abbreviation: 'EUR', rate: Number.NaN })).toEqual(orderTotals(lines, shipping));
});
