/**
 * The domain's money value (decision 38): amounts are whole minor units, read from decimal text and
 * written back to it at the edge. For each demo store's currency (USD, EUR, GBP, CHF with 2 decimals,
 * JPY with none) text and minor units round-trip, sums and line totals (unit × quantity) are exact
 * to the minor unit, and a formatted amount shows exactly those minor units.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { formatMinor } from '../../../src/domain/money/format-price';
import { currencyDigits, minorText } from '../../../src/domain/money/minor-units';
import { BASE_DIGITS, decimalText, minorOf, priceMinor, sumMinor, timesQuantity } from '../../../src/domain/money/money';

const DEMO_DIGITS = { USD: 2, EUR: 2, GBP: 2, CHF: 2, JPY: 0 } as const;
const demoCurrency = fc.constantFrom(...(Object.keys(DEMO_DIGITS) as Array<keyof typeof DEMO_DIGITS>));
/** Up to ten thousand million in major units: any price or order a store could hold. */
const minor = fc.integer({ min: -1e12, max: 1e12 });
/** Decimal text as the wire writes it: a whole part and exactly the currency's decimals. */
const wireText = (digits: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 10n }), fc.bigInt({ min: 0n, max: 10n ** BigInt(digits) - 1n }))
    .map(([whole, fraction]) => (digits === 0 ? `${whole}` : `${whole}.${String(fraction).padStart(digits, '0')}`));
/** The exact value of decimal text in minor units, by integer arithmetic only. */
const exactMinor = (text: string, digits: number) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
};

describe('decimal text and minor units', () => {
  test('the demo currencies count in cents, and yen in whole yen; the base currency in cents', () => {
    for (const [code, digits] of Object.entries(DEMO_DIGITS)) expect(currencyDigits(code), code).toBe(digits);
    expect(BASE_DIGITS).toBe(2);
  });

  test.prop([demoCurrency, minor])('minor units written as text read back as the same minor units', (code, amount) => {
    const digits = DEMO_DIGITS[code];
    const text = decimalText(amount, digits);
    expect(text).toMatch(digits === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${digits}}$`));
    expect(minorOf(text, digits)).toBe(amount);
    // The text is the one the API, mail and payment have always carried.
    expect(text).toBe(minorText(amount, code));
  });

  test.prop([demoCurrency.chain((code) => fc.tuple(fc.constant(code), wireText(DEMO_DIGITS[code])))])(
    'wire text reads as its exact minor units and is written back unchanged',
    ([code, text]) => {
      const digits = DEMO_DIGITS[code];
      expect(BigInt(minorOf(text, digits)!)).toBe(exactMinor(text, digits));
      expect(decimalText(minorOf(text, digits)!, digits)).toBe(text.replace(/^0+(?=\d)/, ''));
    },
  );

  test('fewer decimals than the currency has, or a number, read as the same amount', () => {
    expect(minorOf('19.9')).toBe(1990);
    expect(minorOf(19.9)).toBe(1990);
    expect(minorOf('1200', 0)).toBe(1200);
    expect(minorOf(' 7 ')).toBe(700);
    expect(minorOf('0.1')! * 3).toBe(30);
  });

  test.prop([fc.oneof(fc.constantFrom('', ' ', 'abc', 'NaN', 'Infinity', '-Infinity', '1e400', '{}'), fc.string())])(
    'what is not an amount reads as none, and as a price of 0',
    (text) => {
      fc.pre(!Number.isFinite(Number(text)) || text.trim() === '');
      expect(minorOf(text)).toBeNull();
      expect(priceMinor(text)).toBe(0);
    },
  );

  test.prop([fc.oneof(fc.double({ noNaN: true }), fc.string())])('a price read from outside is never negative nor fractional', (value) => {
    const price = priceMinor(value);
    expect(Number.isSafeInteger(price)).toBe(true);
    expect(price).toBeGreaterThanOrEqual(0);
  });
});

describe('sums and quantities never lose a minor unit', () => {
  test.prop([
    demoCurrency.chain((code) =>
      fc.tuple(
        fc.constant(code),
        fc.array(
          wireText(DEMO_DIGITS[code]).filter((t) => t.length < 12),
          { maxLength: 30 },
        ),
      ),
    ),
  ])('the sum of prices is their exact sum', ([code, prices]) => {
    const digits = DEMO_DIGITS[code];
    const sum = sumMinor(prices.map((text) => minorOf(text, digits)!));
    expect(BigInt(sum)).toBe(prices.reduce((total, text) => total + exactMinor(text, digits), 0n));
  });

  test.prop([
    demoCurrency.chain((code) =>
      fc.tuple(
        fc.constant(code),
        wireText(DEMO_DIGITS[code]).filter((t) => t.length < 10),
      ),
    ),
    fc.integer({ min: 1, max: 999 }),
  ])('a unit price × a quantity is exact', ([code, unit], quantity) => {
    const digits = DEMO_DIGITS[code];
    const line = timesQuantity(minorOf(unit, digits)!, quantity);
    expect(BigInt(line)).toBe(exactMinor(unit, digits) * BigInt(quantity));
    expect(minorOf(decimalText(line, digits), digits)).toBe(line);
  });

  test.prop([fc.integer({ min: 0, max: 1e9 }), fc.oneof(fc.constantFrom(0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY), fc.double())])(
    'a quantity that is not a positive whole number buys nothing',
    (unit, quantity) => {
      fc.pre(!(Number.isSafeInteger(quantity) && quantity > 0));
      expect(timesQuantity(unit, quantity)).toBe(0);
    },
  );
});

describe('formatting minor units', () => {
  const SYMBOLS = { USD: '$', EUR: '€', GBP: '£', CHF: 'CHF\u00a0', JPY: '¥' } as const;
  test.prop([demoCurrency, fc.integer({ min: 0, max: 1e11 }), fc.boolean()])(
    'a shown price is its minor units: grouped, whole amounts without decimals',
    (code, amount, show) => {
      const digits = DEMO_DIGITS[code];
      const shown = formatMinor(
        amount,
        { currencyAbbreviation: code, currencySymbol: SYMBOLS[code].replace('\u00a0', ' '), currencyRate: 1 },
        show,
      );
      const text = decimalText(amount, digits);
      const expected = amount % 10 ** digits === 0 ? text.replace(/\.0+$/, '') : text;
      const [whole, fraction] = expected.split('.');
      const grouped = `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
      expect(shown).toBe(`${SYMBOLS[code]}${grouped}${show ? `\u00a0${code}` : ''}`);
    },
  );
});
