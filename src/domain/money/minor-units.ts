/**
 * Money in the shopper's currency, counted in its minor units (cents, whole yen). The catalogue
 * keeps base-currency decimals with 2 places; a shown amount is those base cents × the store's
 * rate, rounded once to the currency's own unit (Intl's ISO 4217 digits: 0 for JPY and KRW), and
 * every sum of shown amounts adds those integers, so no page or payment ever asks for ¥0.50.
 * The spec's "at most 2 decimals" stays the upper bound: 3-digit currencies (BHD, KWD) count in hundredths.
 */
import { decimalText } from './money';

export const MAX_MINOR_DIGITS = 2;

/** The currency an amount is shown in: its ISO code and its rate from the base currency. */
export interface ShownCurrency {
  abbreviation: string;
  rate: number | string;
}

/**
 * The ISO 4217 codes Intl writes without decimals (Node 20's ICU 78, en-US), as a table: a page's
 * first Intl.NumberFormat costs a phone tens of milliseconds of main thread (ICU's data), and the
 * browser's ICU may not be the server's (decision 54). minor-units.property.test.ts holds
 * it to the running Intl.
 */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(
  'AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RWF SLL SOS SYP UGX VND VUV XAF XOF XPF YER'.split(
    ' ',
  ),
);

/** Decimals of the currency's minor unit, at most 2; 2 for a code Intl does not know as a currency. */
export function currencyDigits(code: string): number {
  return WHOLE_UNIT_CURRENCIES.has(code.trim().toUpperCase()) ? 0 : MAX_MINOR_DIGITS;
}

/** A broken or missing rate must not zero or explode every price on the page, so it counts as 1. */
export function usableRate(rate: number | string): number {
  const value = Number(rate);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** Base cents in the shopper's minor units: converted, then rounded half away from zero. */
export function convertCents(baseCents: number, currency: ShownCurrency): number {
  // Divide by 10^(2 - digits) rather than multiply by 10^digits and divide by 100: base cents past
  // 2^53 / 100 (a broken row's sum) would otherwise lose their last cent even at rate 1.
  const scaled = (Math.abs(baseCents) * usableRate(currency.rate)) / 10 ** (MAX_MINOR_DIGITS - currencyDigits(currency.abbreviation));
  const minor = Math.round(scaled);
  if (!Number.isFinite(minor)) return 0;
  // `|| 0` folds -0 into 0 so a tiny negative never prints as "-$0".
  return (baseCents < 0 ? -minor : minor) || 0;
}

/** A base-currency amount (decimal text or number; anything not finite is 0) in the shopper's minor units. */
export function shownMinor(amount: number | string, currency: ShownCurrency): number {
  const value = Number(amount);
  return Number.isFinite(value) ? convertCents(Math.sign(value) * Math.round(Math.abs(value) * 100), currency) : 0;
}

/** Minor units as plain decimal text with the currency's digits ("77999", "519.99"): what the API, mail and payment carry. */
export function minorText(minor: number, abbreviation: string): string {
  return decimalText(minor, currencyDigits(abbreviation));
}

/** A base-currency amount as a number in the shopper's currency, to its minor unit (ad event values). */
export function shownValue(amount: number | string, currency: ShownCurrency): number {
  return shownMinor(amount, currency) / 10 ** currencyDigits(currency.abbreviation);
}
