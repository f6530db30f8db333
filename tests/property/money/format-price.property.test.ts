import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { formatMinor, formatPrice } from '../../../src/domain/money/format-price';

const symbol = fc.constantFrom('$', '€', '¥', '£', 'CHF ', 'kr', '');
const abbreviation = fc.constantFrom('USD', 'EUR', 'JPY', 'GBP', 'CHF', '');
const rate = fc.oneof(fc.double({ min: 0.0001, max: 1000, noNaN: true }), fc.constantFrom(0, -1, Number.NaN, Number.POSITIVE_INFINITY));
const amount = fc.oneof(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 1_000_000 }));
const anyAmount = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0));

const NBSP = '\u00a0';
const currencyOf = (currencySymbol: string, currencyAbbreviation: string, currencyRate: number) => ({
  currencySymbol,
  currencyAbbreviation,
  currencyRate,
});
/** The symbol as a price shows it: its spaces are no-break spaces. */
const shown = (sym: string) => sym.replace(/ /g, NBSP);
/** The digits of a formatted price, without symbol, sign, grouping and abbreviation. */
const numberPart = (text: string, sym: string) =>
  text
    .replace(/\u00a0[A-Z]+$/, '')
    .slice(text.startsWith('-') ? 1 + sym.length : sym.length)
    .replace(/,/g, '');

test.prop([anyAmount, symbol, abbreviation, rate, fc.boolean()])('never throws and always gives text', (value, sym, abbr, r, show) => {
  expect(typeof formatPrice(value, currencyOf(sym, abbr, r), show)).toBe('string');
});

test.prop([amount, symbol, abbreviation, rate, fc.boolean()])(
  'puts the symbol first and shows at most 2 decimals',
  (value, sym, abbr, r, show) => {
    const text = formatPrice(value, currencyOf(sym, abbr, r), show);
    expect(text.startsWith(shown(sym))).toBe(true);
    expect(text).not.toContain(' ');
    expect(numberPart(text, sym)).toMatch(/^\d+(\.\d{2})?$/);
  },
);

test.prop([amount, symbol, abbreviation.filter((abbr) => abbr !== ''), rate])(
  'appends the abbreviation only when show_currency is on, joined by a no-break space',
  (value, sym, abbr, r) => {
    const on = formatPrice(value, currencyOf(sym, abbr, r), true);
    expect(on.endsWith(`${NBSP}${abbr}`)).toBe(true);
    expect(formatPrice(value, currencyOf(sym, abbr, r), false)).toBe(on.slice(0, -(abbr.length + 1)));
  },
);

test.prop([fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 500 })])('applies the currency rate', (cents, r) => {
  const value = cents / 100;
  const text = formatPrice(value, currencyOf('$', 'USD', r), false);
  expect(Number(numberPart(text, '$'))).toBeCloseTo(value * r, 2);
});

test.prop([anyAmount.filter((value) => !Number.isFinite(value)), symbol])('treats non-finite amounts as 0', (value, sym) => {
  expect(formatPrice(value, currencyOf(sym, '', 1), false)).toBe(`${shown(sym)}0`);
});

test('uses en-US grouping and keeps cents in pairs', () => {
  expect(formatPrice(1234.5, currencyOf('$', 'USD', 1), true)).toBe(`$1,234.50${NBSP}USD`);
  expect(formatPrice(12, currencyOf('CHF ', 'CHF', 1), false)).toBe(`CHF${NBSP}12`);
  expect(formatPrice(8, currencyOf('¥', 'JPY', 150), false)).toBe('¥1,200');
  expect(formatPrice(-5, currencyOf('€', 'EUR', 1), false)).toBe('-€5');
  expect(formatPrice(-0.001, currencyOf('€', 'EUR', 1), false)).toBe('€0');
});

test.prop([fc.integer({ min: -1e15, max: 1e15 }), fc.constantFrom('USD', 'JPY', 'EUR', 'KRW', 'BHD', '')])(
  'writes the digits as en-US Intl does: grouped thousands, the currency’s decimals unless the amount is whole',
  (minor, abbr) => {
    const places = abbr === 'JPY' || abbr === 'KRW' ? 0 : 2;
    const magnitude = Math.abs(minor);
    const intlPlaces = magnitude % 10 ** places === 0 ? 0 : places;
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: intlPlaces, maximumFractionDigits: intlPlaces }).format(
      magnitude / 10 ** places,
    );
    expect(formatMinor(minor, currencyOf('$', abbr, 1), false)).toBe(`${minor < 0 ? '-' : ''}$${intl}`);
  },
);
