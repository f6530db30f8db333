/**
 * Money in each currency's minor units (decision 38): for every ISO 4217 currency Intl knows (any of
 * them can be a store's), a formatted price reads back as a whole number of minor units, never more
 * decimals than the currency has (and never more than the spec's 2), and the totals of lines are the
 * sum of the lines as shown, in minor units.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { formatMinor, formatPrice } from '../../../src/domain/money/format-price';
import {
  convertCents,
  currencyDigits,
  MAX_MINOR_DIGITS,
  minorText,
  shownMinor,
  type ShownCurrency,
} from '../../../src/domain/money/minor-units';
import { shownLineMinor, toCents, type TotalsLine } from '../../../src/domain/orders/order-totals';
import { orderPricing } from '../../../src/domain/orders/price-order';
import type { OrderTotalsView } from '../../../src/domain/orders/order-types';

/** Totals in minor units as the wire writes them: decimal text with the currency's digits. */
const asText = (totals: OrderTotalsView, abbreviation: string) =>
  Object.fromEntries(Object.entries(totals).map(([key, minor]) => [key, minorText(minor, abbreviation)])) as Record<
    keyof OrderTotalsView,
    string
  >;

const flat = (lines: readonly TotalsLine[], rate: string, currency: ShownCurrency) =>
  orderPricing({ lines, shipping: { rateCents: toCents(rate), freeOverCents: null } }, currency);
const orderTotals = (lines: readonly TotalsLine[], rate: string) =>
  asText(flat(lines, rate, { abbreviation: 'USD', rate: 1 }).totals, 'USD');
const shownTotals = (lines: readonly TotalsLine[], rate: string, currency: ShownCurrency) =>
  asText(flat(lines, rate, currency).shownTotals, currency.abbreviation);

const ALL = Intl.supportedValuesOf('currency');
/** ISO 4217 minor units of the currencies the demo stores use and the 0- and 3-digit edge cases, capped at the spec's 2. */
const EXPECTED_DIGITS: Record<string, number> = { USD: 2, EUR: 2, GBP: 2, CHF: 2, JPY: 0, KRW: 0, ISK: 0, BHD: 2, KWD: 2, OMR: 2 };
const NBSP = '\u00a0';

const code = fc.oneof(fc.constantFrom(...Object.keys(EXPECTED_DIGITS)), fc.constantFrom(...ALL));
const rate = fc.oneof(fc.constantFrom(1, 0.92, 150, 0.79, 0.88, 1350, 0.377), fc.double({ min: 0.0001, max: 2000, noNaN: true }));
/** Catalogue prices: base-currency decimal text with 2 places. */
const price = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2));
const line: fc.Arbitrary<TotalsLine> = fc.record({
  unitCents: price.map(toCents),
  quantity: fc.integer({ min: 1, max: 999 }),
  addons: fc.array(fc.record({ unitCents: price.map(toCents) }), { maxLength: 3 }),
});

const currencyOf = (abbreviation: string, currencyRate: number, currencySymbol = '') => ({
  currencyAbbreviation: abbreviation,
  currencyRate,
  currencySymbol,
});
/** A formatted price read back: its decimals and its value in minor units. */
function readBack(text: string, abbreviation: string): { decimals: number; minor: number } {
  const digits = text.replace(new RegExp(`${NBSP}${abbreviation}$`), '').replace(/[^\d.]/g, '');
  const decimals = digits.includes('.') ? digits.length - digits.indexOf('.') - 1 : 0;
  return { decimals, minor: Number(digits.replace('.', '')) * 10 ** (currencyDigits(abbreviation) - decimals) };
}

describe("each currency's minor unit", () => {
  test("the stores' currencies and the 0- and 3-digit ones count in their own unit, at most 2 decimals", () => {
    for (const [abbreviation, digits] of Object.entries(EXPECTED_DIGITS)) expect(currencyDigits(abbreviation), abbreviation).toBe(digits);
    for (const abbreviation of ALL) {
      const iso = new Intl.NumberFormat('en-US', { style: 'currency', currency: abbreviation }).resolvedOptions().maximumFractionDigits!;
      expect(currencyDigits(abbreviation), abbreviation).toBe(Math.min(iso, MAX_MINOR_DIGITS));
    }
    // A code Intl refuses falls back to cents rather than failing the page.
    expect(currencyDigits('')).toBe(2);
    expect(currencyDigits('not a code')).toBe(2);
  });

  test.prop([price, code, rate, fc.boolean()])('a formatted price round-trips through minor units', (amount, abbreviation, r, show) => {
    const currency = currencyOf(abbreviation, r, '$');
    const text = formatPrice(Number(amount), currency, show);
    const minor = shownMinor(amount, { abbreviation, rate: r });
    const back = readBack(text, abbreviation);
    expect(back.decimals === 0 || back.decimals === currencyDigits(abbreviation)).toBe(true);
    expect(back.minor).toBe(minor);
    expect(formatMinor(back.minor, currency, show)).toBe(text);
    expect(Number(minorText(minor, abbreviation))).toBe(minor / 10 ** currencyDigits(abbreviation));
  });

  test.prop([fc.array(line, { maxLength: 12 }), price, code, rate])(
    'totals are the sum of the lines as shown, in minor units',
    (lines, shipping, abbreviation, r) => {
      const currency = { abbreviation, rate: r };
      const totals = shownTotals(lines, shipping, currency);
      const minorOf = (text: string) => Math.round(Number(text) * 10 ** currencyDigits(abbreviation));
      const linesMinor = lines.reduce((sum, l) => sum + shownLineMinor(l, currency), 0);
      expect(minorOf(totals.subtotal)).toBe(linesMinor);
      expect(minorOf(totals.total)).toBe(linesMinor + shownMinor(shipping, currency));
      expect(minorOf(totals.itemsTotal) + minorOf(totals.addonsTotal)).toBe(minorOf(totals.subtotal));
      // What the page shows adds up: the formatted lines read back sum to the formatted subtotal.
      const shown = currencyOf(abbreviation, r);
      const read = (minor: number) => readBack(formatMinor(minor, shown, true), abbreviation).minor;
      expect(lines.reduce((sum, l) => sum + read(shownLineMinor(l, currency)), 0)).toBe(read(minorOf(totals.subtotal)));
      for (const value of Object.values(totals)) expect(value).toMatch(currencyDigits(abbreviation) === 0 ? /^\d+$/ : /^\d+\.\d{2}$/);
    },
  );

  test.prop([fc.array(line, { maxLength: 12 }), price])(
    'at rate 1 in a 2-digit currency the shown totals are the base totals',
    (lines, shipping) => {
      expect(shownTotals(lines, shipping, { abbreviation: 'USD', rate: 1 })).toEqual(orderTotals(lines, shipping));
    },
  );

  test("Sakura's yen: whole yen on the page, in the totals and in the charge", () => {
    const yen = currencyOf('JPY', 150, '¥');
    expect(formatPrice(519.99, yen, true)).toBe(`¥77,999${NBSP}JPY`);
    const totals = shownTotals([{ unitCents: 51999, quantity: 2, addons: [] }], '0.50', { abbreviation: 'JPY', rate: 150 });
    expect(totals).toEqual({
      itemsTotal: '155998',
      addonsTotal: '0',
      subtotal: '155998',
      discount: '0',
      shipping: '75',
      tax: '0',
      giftCard: '0',
      total: '156073',
    });
    expect(formatPrice(1.234, currencyOf('KWD', 1, 'KD '), false)).toBe(`KD${NBSP}1.23`);
    expect(formatPrice(1000, currencyOf('KRW', 1350, '₩'), false)).toBe('₩1,350,000');
  });
  test.prop([fc.maxSafeNat(), fc.constantFrom('USD', 'EUR', 'GBP')])(
    'at rate 1 a two-digit currency keeps every cent, however large the amount (a broken rate counts as 1)',
    (cents, abbreviation) => {
      expect(convertCents(cents, { abbreviation, rate: 1 })).toBe(cents);
      expect(convertCents(-cents, { abbreviation, rate: Number.NaN })).toBe(-cents || 0);
    },
  );
});
